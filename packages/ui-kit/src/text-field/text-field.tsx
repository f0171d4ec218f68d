import { acceptsKey, filterText, type KeyboardFilter } from '@parlor/core'
import { type InputHTMLAttributes, type ReactNode, useMemo } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../field/field.tsx'
import { filterInput, filterKeyDown, type InputFilter } from '../field/input-filter.ts'
import { type FieldControlProps, useField } from '../field/use-field.ts'

export type TextFieldType = 'text' | 'email' | 'tel' | 'password' | 'search' | 'number'
/** Keyboard filters: letters (and spaces) for names, digits for numbers. */
export type TextFieldFilter = 'letters' | 'digits'

const coreFilter: Record<TextFieldFilter, KeyboardFilter> = {
  letters: 'letters-and-space',
  digits: 'digits',
}

export interface TextFieldProps<T extends FieldValues, TTransformed = T>
  extends FieldControlProps<T, TTransformed> {
  readonly label: string
  readonly type?: TextFieldType
  readonly autoComplete?: string
  /** The on-screen keyboard; the digits filter asks for the numeric one unless told otherwise. */
  readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  readonly hint?: string
  readonly filter?: TextFieldFilter
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly autoFocus?: boolean
  readonly maxLength?: number
  readonly autoCapitalize?: string
  readonly spellCheck?: boolean
  /** Inside the input's right edge (PasswordField's toggle). */
  readonly trailing?: ReactNode
}

function coreRule(filter: TextFieldFilter): InputFilter {
  const kind = coreFilter[filter]
  return {
    accepts: (key, modifiers) => acceptsKey(kind, key, modifiers),
    filter: (text) => filterText(kind, text),
  }
}

/** A labelled text input bound to a form field, with its hint, error and optional filter. */
export function TextField<T extends FieldValues, TTransformed = T>(
  props: TextFieldProps<T, TTransformed>,
) {
  const { label, type = 'text', hint, filter, inputMode, trailing, ...rest } = props
  const { field, error, ids, describedBy } = useField(props, hint)
  const rule = useMemo(() => (filter ? coreRule(filter) : null), [filter])
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <div
        className={trailing ? 'pk-field__control pk-field__control--trailing' : 'pk-field__control'}
      >
        <input
          ref={field.ref}
          id={ids.inputId}
          name={field.name}
          className="pk-field__input"
          data-slot="text-field-input"
          type={type}
          value={(field.value as string | undefined) ?? ''}
          autoComplete={rest.autoComplete}
          inputMode={inputMode ?? (filter === 'digits' ? 'numeric' : undefined)}
          placeholder={rest.placeholder}
          disabled={rest.disabled}
          // biome-ignore lint/a11y/noAutofocus: only where the page asks (a dialog's first field)
          autoFocus={rest.autoFocus}
          maxLength={rest.maxLength}
          autoCapitalize={rest.autoCapitalize}
          spellCheck={rest.spellCheck}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={(event) => {
            const next = rule ? filterKeyDown(event, rule) : null
            if (next !== null) field.onChange(next)
          }}
          onChange={(event) => {
            const input = event.currentTarget
            field.onChange(rule ? filterInput(input, rule) : input.value)
          }}
          onBlur={field.onBlur}
        />
        {trailing ? <div className="pk-field__trailing">{trailing}</div> : null}
      </div>
    </Field>
  )
}
