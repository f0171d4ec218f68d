import { useLingui } from '@lingui/react'
import type { SpinPrize } from '@parlor/contract'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { amountText } from './amount-text.ts'

/**
 * What the last spin won, in a live region that is always on the page, so a screen reader hears
 * it the moment the wheel stops, not when the request returned.
 */
export function SpinResult({
  prize,
  outOfTokens,
}: {
  prize: SpinPrize | null
  outOfTokens: boolean
}) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  let text = ''
  if (outOfTokens) {
    text = i18n._({
      id: 'spin.outOfTokens',
      message: 'You have no tokens left to spin with.',
    })
  } else if (prize?.kind === 'cash') {
    text = i18n._({
      id: 'spin.wonCash',
      message: 'You won {prize}: {amount} added to your balance.',
      values: {
        prize: prize.label,
        amount: amountText(prize.cash_amount, money),
      },
    })
  } else if (prize?.kind === 'token') {
    text = i18n._({
      id: 'spin.wonTokens',
      message: 'You won {prize}: {count, plural, one {# token} other {# tokens}} added.',
      values: { prize: prize.label, count: prize.token_amount },
    })
  } else if (prize) {
    text = i18n._({
      id: 'spin.wonNothing',
      message: '{prize}: no prize this time. Better luck on the next spin!',
      values: { prize: prize.label },
    })
  }
  return (
    <p
      className="lucky-wheel__result"
      role="status"
      data-testid="spin-result"
      data-kind={outOfTokens ? 'refused' : (prize?.kind ?? '')}
    >
      {text}
    </p>
  )
}
