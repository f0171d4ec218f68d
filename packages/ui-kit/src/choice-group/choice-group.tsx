import { type ReactNode, type Ref, useId } from 'react'
import { FieldErrorMessage } from '../field/field-error-message.tsx'
import './choice-group.css'

export interface ChoiceOption {
  readonly value: string
  readonly label: string
  /** A second line: the terms of a bonus, what a plan includes. */
  readonly description?: ReactNode
}

export interface ChoiceGroupProps {
  /** Names the group ("Deposit bonus"). */
  readonly legend: string
  /** The radios' shared name. */
  readonly name: string
  readonly value: string
  readonly onValueChange: (value: string) => void
  readonly options: readonly ChoiceOption[]
  readonly hint?: string
  /** The translated error, or null. */
  readonly error?: string | null
  readonly disabled?: boolean
  readonly onBlur?: () => void
  /** Given to the chosen radio (else the first), so a form can focus the group on an error. */
  readonly focusRef?: Ref<HTMLInputElement>
}

/**
 * One choice among a few, each shown as a card with room for a second line. Native radios: arrow
 * keys move the choice, Tab enters and leaves the group, and every phone's reader knows them.
 */
export function ChoiceGroup({
  legend,
  name,
  value,
  onValueChange,
  options,
  hint,
  error,
  disabled,
  onBlur,
  focusRef,
}: ChoiceGroupProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  const focusValue = options.some((option) => option.value === value) ? value : options[0]?.value
  return (
    <fieldset
      className="pk-choice-group"
      data-slot="choice-group"
      data-invalid={error ? 'true' : undefined}
      aria-describedby={describedBy || undefined}
      disabled={disabled}
    >
      <legend className="pk-choice-group__legend">{legend}</legend>
      {hint ? (
        <p className="pk-choice-group__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="pk-choice-group__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          return (
            <label
              key={option.value}
              className="pk-choice-group__option"
              data-slot="choice-option"
              htmlFor={optionId}
            >
              <input
                ref={option.value === focusValue ? focusRef : undefined}
                id={optionId}
                className="pk-choice-group__radio"
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                aria-invalid={error ? true : undefined}
                // Named by the title alone; the second line is its description.
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={() => onValueChange(option.value)}
                onBlur={onBlur}
              />
              <span className="pk-choice-group__text">
                <span className="pk-choice-group__label" id={`${optionId}-label`}>
                  {option.label}
                </span>
                {option.description ? (
                  <span className="pk-choice-group__description" id={`${optionId}-description`}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          )
        })}
      </div>
      {error ? <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage> : null}
    </fieldset>
  )
}
