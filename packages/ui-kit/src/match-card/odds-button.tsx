import type { MouseEvent } from 'react'

export interface OddsButtonProps {
  /** The side, already in words ("Home -0.5"). */
  readonly side: string
  /** The odds, already formatted ("1.85"). */
  readonly odds: string
  readonly selected: boolean
  readonly disabled?: boolean
  readonly onClick?: (event: MouseEvent<HTMLButtonElement>) => void
}

/** One selection of a market: a toggle whose pressed state says it is on the bet slip. */
export function OddsButton({ side, odds, selected, disabled, onClick }: OddsButtonProps) {
  return (
    <button
      type="button"
      className="pk-match-card__odds"
      data-slot="odds-button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
    >
      <span className="pk-match-card__side" data-slot="match-card-side">
        {side}
      </span>
      {/* Read as two words ("Home 2.10"), though the flex column shows them on two lines. */}{' '}
      <span className="pk-match-card__price" data-slot="match-card-price">
        {odds}
      </span>
    </button>
  )
}
