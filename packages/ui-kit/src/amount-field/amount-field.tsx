import { acceptsKey } from '@parlor/core'
import { useMemo } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../field/field.tsx'
import { filterInput, filterKeyDown, type InputFilter } from '../field/input-filter.ts'
import { type FieldControlProps, useField } from '../field/use-field.ts'
import { filterAmountText } from './amount-text.ts'
import './amount-field.css'

export interface AmountFieldProps<T extends FieldValues, TTransformed = T>
  extends FieldControlProps<T, TTransformed> {
  readonly label: string
  readonly currency: string
  /** The site's `currency_decimals`; the page's schema parses the text with it. */
  readonly decimals: number
  readonly locale: string
  readonly hint?: string
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly autoFocus?: boolean
}

/**
 * A money amount as the player types it. The form holds the text, not a number: the page's
 * schema turns it into minor units with core's `parseMoney(text, decimals, locale)`, so "10,5"
 * and "10.50" never pass through floating point. The currency code sits inside the input's edge
 * and is read with the field.
 */
export function AmountField<T extends FieldValues, TTransformed = T>(
  props: AmountFieldProps<T, TTransformed>,
) {
  const { label, currency, decimals, locale, hint, placeholder, disabled, autoFocus } = props
  const { field, error, ids, describedBy } = useField(props, hint)
  const currencyId = `${ids.inputId}-currency`
  const rule = useMemo<InputFilter>(
    () => ({
      // Digits as core's digits filter takes them, plus the signs an amount may hold.
      accepts: (key, modifiers) =>
        acceptsKey('digits', key, modifiers) ||
        (key !== '' && filterAmountText(key, locale) === key),
      filter: (text) => filterAmountText(text, locale),
    }),
    [locale],
  )
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <div className="pk-field__control pk-field__control--trailing">
        <input
          ref={field.ref}
          id={ids.inputId}
          name={field.name}
          className="pk-field__input pk-amount-field__input"
          data-slot="amount-field-input"
          data-decimals={decimals}
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="transaction-amount"
          value={(field.value as string | undefined) ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: only where the page asks (the deposit dialog)
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={[currencyId, describedBy].filter(Boolean).join(' ')}
          onKeyDown={(event) => {
            const next = filterKeyDown(event, rule)
            if (next !== null) field.onChange(next)
          }}
          onChange={(event) => field.onChange(filterInput(event.currentTarget, rule))}
          onBlur={field.onBlur}
        />
        <span className="pk-field__trailing pk-amount-field__currency" id={currencyId}>
          {currency}
        </span>
      </div>
    </Field>
  )
}
