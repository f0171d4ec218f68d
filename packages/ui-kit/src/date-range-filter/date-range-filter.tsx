import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Button } from '../button/button.tsx'
import '../field/field.css'
import './date-range-filter.css'

export interface DateRange {
  /** A calendar day as `YYYY-MM-DD`, or '' for an open start. */
  readonly from: string
  /** A calendar day as `YYYY-MM-DD`, or '' for an open end. */
  readonly to: string
}

export interface DateRangeFilterProps extends DateRange {
  /** Names the group ("Period"). */
  readonly legend: string
  readonly onChange: (range: DateRange) => void
  /** The last day that may be chosen (`YYYY-MM-DD`), usually today. */
  readonly max?: string
}

/**
 * Two native date inputs, so every phone opens its own calendar and the value is a plain
 * calendar day whatever the language. Each end bounds the other; "Clear dates" shows once
 * either is set.
 */
export function DateRangeFilter({ legend, from, to, onChange, max }: DateRangeFilterProps) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <fieldset className="pk-date-range" data-slot="date-range-filter">
      <legend className="pk-date-range__legend">{legend}</legend>
      <div className="pk-date-range__fields">
        <div className="pk-field">
          <label className="pk-field__label" htmlFor={`${id}-from`}>
            {i18n._({ id: 'dateRange.from', message: 'From' })}
          </label>
          <input
            id={`${id}-from`}
            className="pk-field__input pk-date-range__input"
            data-slot="field-input"
            type="date"
            value={from}
            max={to || max}
            onChange={(event) => onChange({ from: event.currentTarget.value, to })}
          />
        </div>
        <div className="pk-field">
          <label className="pk-field__label" htmlFor={`${id}-to`}>
            {i18n._({ id: 'dateRange.to', message: 'To' })}
          </label>
          <input
            id={`${id}-to`}
            className="pk-field__input pk-date-range__input"
            data-slot="field-input"
            type="date"
            value={to}
            min={from || undefined}
            max={max}
            onChange={(event) => onChange({ from, to: event.currentTarget.value })}
          />
        </div>
        {from || to ? (
          <Button
            variant="quiet"
            className="pk-date-range__clear"
            onClick={() => onChange({ from: '', to: '' })}
          >
            {i18n._({ id: 'dateRange.clear', message: 'Clear dates' })}
          </Button>
        ) : null}
      </div>
    </fieldset>
  )
}
