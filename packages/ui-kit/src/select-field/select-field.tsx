import type { FieldValues } from 'react-hook-form'
import { Field } from '../field/field.tsx'
import { type FieldControlProps, useField } from '../field/use-field.ts'

export interface SelectOption {
  readonly value: string
  readonly label: string
}

export interface SelectFieldProps<T extends FieldValues, TTransformed = T>
  extends FieldControlProps<T, TTransformed> {
  readonly label: string
  readonly options: readonly SelectOption[]
  /** A first, unselectable line ("Choose a bank") shown while nothing is chosen. */
  readonly placeholder?: string
  readonly hint?: string
  readonly disabled?: boolean
}

/** A native select: every phone opens its own accessible picker for it. */
export function SelectField<T extends FieldValues, TTransformed = T>(
  props: SelectFieldProps<T, TTransformed>,
) {
  const { label, options, placeholder, hint, disabled } = props
  const { field, error, ids, describedBy } = useField(props, hint)
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <select
        ref={field.ref}
        id={ids.inputId}
        name={field.name}
        className="pk-field__input pk-field__select"
        data-slot="select-field-input"
        value={(field.value as string | undefined) ?? ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
      >
        {placeholder === undefined ? null : (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
