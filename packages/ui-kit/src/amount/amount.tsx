import { formatMoney } from '@parlor/core'
import './amount.css'

export interface AmountProps {
  /** Integer minor units (1999 with 2 decimals is 19.99), as every money field travels. */
  readonly minor: number | bigint
  readonly currency: string
  /** The site's `currency_decimals`. */
  readonly decimals: number
  readonly locale: string
  readonly className?: string
}

/** Money as the site displays it (cut, never rounded up), followed by the currency code. */
export function Amount({ minor, currency, decimals, locale, className }: AmountProps) {
  return (
    <span data-slot="amount" className={['pk-amount', className].filter(Boolean).join(' ')}>
      {formatMoney(minor, decimals, locale)}
      {/* A no-break space: the code stays beside the number, and readers hear two words. */}
      {'\u00a0'}
      <span data-slot="currency" className="pk-amount__currency">
        {currency}
      </span>
    </span>
  )
}
