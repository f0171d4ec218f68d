import { formatMoney } from '@parlor/core'
import './quick-amounts.css'

export interface QuickAmountsProps {
  /** Names the group ("Quick amounts"). */
  readonly label: string
  /** Integer minor units, in the order shown. */
  readonly amounts: readonly number[]
  readonly currency: string
  readonly decimals: number
  readonly locale: string
  /** The amount the field holds now, if it is one of these: its chip shows as pressed. */
  readonly current?: number | null
  readonly onPick: (minor: number) => void
  readonly disabled?: boolean
}

/** Chips that fill an amount field with a common amount in one tap. */
export function QuickAmounts({
  label,
  amounts,
  currency,
  decimals,
  locale,
  current,
  onPick,
  disabled,
}: QuickAmountsProps) {
  if (amounts.length === 0) return null
  return (
    <fieldset className="pk-quick-amounts" data-slot="quick-amounts">
      <legend className="pk-quick-amounts__legend">{label}</legend>
      <div className="pk-quick-amounts__chips">
        {amounts.map((minor) => (
          <button
            key={minor}
            type="button"
            className="pk-quick-amounts__chip"
            data-slot="quick-amount"
            aria-pressed={minor === current}
            disabled={disabled}
            onClick={() => onPick(minor)}
          >
            {formatMoney(minor, decimals, locale)}
            {'\u00a0'}
            <span className="pk-quick-amounts__currency">{currency}</span>
          </button>
        ))}
      </div>
    </fieldset>
  )
}
