import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FieldErrorMessage } from '../field/field-error-message.tsx'
import { type FieldControlProps, useField } from '../field/use-field.ts'
import '../field/field.css'
import './checkbox-field.css'

export interface CheckboxFieldProps<T extends FieldValues, TTransformed = T>
  extends FieldControlProps<T, TTransformed> {
  /** May hold a link ("I accept the <terms>"): the label is the whole clickable line. */
  readonly label: ReactNode
  readonly hint?: string
  readonly disabled?: boolean
}

/** A native checkbox bound to a boolean form field. */
export function CheckboxField<T extends FieldValues, TTransformed = T>(
  props: CheckboxFieldProps<T, TTransformed>,
) {
  const { label, hint, disabled } = props
  const { field, error, ids, describedBy } = useField(props, hint)
  return (
    <div
      className="pk-checkbox-field"
      data-slot="checkbox-field"
      data-invalid={error ? 'true' : undefined}
    >
      <div className="pk-checkbox-field__row">
        <input
          ref={field.ref}
          id={ids.inputId}
          name={field.name}
          type="checkbox"
          className="pk-checkbox-field__input"
          data-slot="checkbox-field-input"
          checked={Boolean(field.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
        <label className="pk-checkbox-field__label" htmlFor={ids.inputId}>
          {label}
        </label>
      </div>
      {hint ? (
        <p className="pk-field__hint" id={ids.hintId} data-slot="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldErrorMessage id={ids.errorId}>{error}</FieldErrorMessage> : null}
    </div>
  )
}
