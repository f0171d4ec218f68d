import { useEffect, useRef } from 'react'
import './filter-chips.css'

export interface FilterChipOption {
  readonly value: string
  /** Translated, or a proper name (a provider's). */
  readonly label: string
  /** How many items the choice holds, shown beside its label. */
  readonly count?: number
}

export interface FilterChipsProps {
  /** The group's name ("Providers"). */
  readonly label: string
  readonly options: readonly FilterChipOption[]
  /** The chosen option's value. */
  readonly value: string
  readonly onValueChange: (value: string) => void
}

/**
 * One choice among several, as a row of toggle buttons (aria-pressed) that scrolls sideways when
 * it is longer than the screen. Buttons rather than radios: each press filters at once, and the
 * row reads as a toolbar of filters.
 */
export function FilterChips({ label, options, value, onValueChange }: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null)
  const chosen = options.findIndex((option) => option.value === value)

  // The chosen chip in sight (a link may choose one far along the row), without scrolling the page.
  useEffect(() => {
    const row = list.current
    const chip = row?.children[chosen] as HTMLElement | undefined
    if (!row || !chip) return
    // The row is positioned, so a chip's offset is its place along the row, whatever the scroll.
    const start = chip.offsetLeft
    if (start < row.scrollLeft || start + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = start - 4
    }
  }, [chosen])

  return (
    <fieldset className="pk-filter-chips" data-slot="filter-chips">
      <legend className="pk-filter-chips__legend">{label}</legend>
      <ul ref={list} className="pk-filter-chips__list">
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="pk-filter-chips__chip"
              data-slot="filter-chips-chip"
              aria-pressed={option.value === value}
              onClick={() => onValueChange(option.value)}
            >
              <span>{option.label}</span>
              {/* A space, so the name reads "JILI 40", not "JILI40". */}
              {option.count === undefined ? null : (
                <>
                  {' '}
                  <span className="pk-filter-chips__count">{option.count}</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
