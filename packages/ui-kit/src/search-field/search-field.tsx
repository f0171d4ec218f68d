import { useLingui } from '@lingui/react'
import { useId, useRef } from 'react'
import '../field/field.css'
import './search-field.css'

export interface SearchFieldProps {
  /** The visible label ("Search games"). */
  readonly label: string
  readonly value: string
  readonly onValueChange: (value: string) => void
  readonly placeholder?: string
  /** The longest search the list accepts. */
  readonly maxLength?: number
  /** "Clear search" by default. */
  readonly clearLabel?: string
}

/**
 * A labelled search box with a clear button. Controlled: the caller decides when to search (on
 * every key, or after a pause). Clearing puts focus back in the box, ready for the next word.
 */
export function SearchField({
  label,
  value,
  onValueChange,
  placeholder,
  maxLength,
  clearLabel,
}: SearchFieldProps) {
  const { i18n } = useLingui()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="pk-field pk-search-field" data-slot="search-field">
      <label className="pk-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="pk-field__control pk-field__control--trailing">
        <input
          ref={input}
          id={inputId}
          className="pk-field__input pk-search-field__input"
          data-slot="field-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {value === '' ? null : (
          <span className="pk-field__trailing">
            <button
              type="button"
              className="pk-search-field__clear"
              aria-label={
                clearLabel ?? i18n._({ id: 'searchField.clear', message: 'Clear search' })
              }
              onClick={() => {
                onValueChange('')
                input.current?.focus()
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
        )}
      </div>
    </div>
  )
}
