import { useLingui } from '@lingui/react'
import type { SpinPrize } from '@parlor/contract'
import { Amount } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'

/** What a wheel prize is worth: cash, tokens, or nothing. */
export function PrizeValue({ prize }: { prize: SpinPrize }) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  switch (prize.kind) {
    case 'cash':
      return <Amount minor={prize.cash_amount} {...money} />
    case 'token':
      return (
        <>
          {i18n._({
            id: 'spin.tokens',
            message: '{count, plural, one {# token} other {# tokens}}',
            values: { count: prize.token_amount },
          })}
        </>
      )
    case 'none':
      return <>{i18n._({ id: 'spin.noPrize', message: 'No prize' })}</>
  }
}
