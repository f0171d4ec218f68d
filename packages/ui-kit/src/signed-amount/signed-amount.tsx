import { formatMoney } from '@parlor/core'
import './signed-amount.css'

export interface SignedAmountProps {
  /** Signed integer minor units: negative when money left the balance. */
  readonly minor: number
  readonly currency: string
  readonly decimals: number
  readonly locale: string
  readonly className?: string
}

/**
 * A balance change: money in reads "+10 PHP" in the success tone, money out "−10 PHP" in the
 * danger tone. The sign is written out, so the direction never rests on colour alone; the minus
 * is the typographic one (U+2212), which screen readers announce as "minus".
 */
export function SignedAmount({ minor, currency, decimals, locale, className }: SignedAmountProps) {
  const direction = minor > 0 ? 'in' : minor < 0 ? 'out' : 'none'
  const sign = direction === 'in' ? '+' : direction === 'out' ? '\u2212' : ''
  return (
    <span
      data-slot="signed-amount"
      data-direction={direction}
      className={['pk-signed-amount', className].filter(Boolean).join(' ')}
    >
      {sign}
      {formatMoney(Math.abs(minor), decimals, locale)}
      {'\u00a0'}
      <span className="pk-signed-amount__currency">{currency}</span>
    </span>
  )
}
