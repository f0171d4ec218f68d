import type { ReactNode } from 'react'
import { FieldErrorMessage } from './field-error-message.tsx'
import './field.css'

export interface FieldProps {
  readonly label: ReactNode
  readonly hint?: string
  /** The translated error, or null. */
  readonly error: string | null
  readonly ids: { readonly inputId: string; readonly hintId: string; readonly errorId: string }
  /** The control; it carries `id={ids.inputId}` and the describedby list. */
  readonly children: ReactNode
}

/**
 * The frame every form field shares: label, hint, control, error. The error is tied to the control
 * through aria-describedby and is not a live region, so a screen reader reads it with the field
 * instead of interrupting; only the form-level message (`FormError`) is announced.
 */
export function Field({ label, hint, error, ids, children }: FieldProps) {
  return (
    <div className="pk-field" data-slot="field" data-invalid={error ? 'true' : undefined}>
      <label className="pk-field__label" htmlFor={ids.inputId} data-slot="field-label">
        {label}
      </label>
      {hint ? (
        <p className="pk-field__hint" id={ids.hintId} data-slot="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldErrorMessage id={ids.errorId}>{error}</FieldErrorMessage> : null}
    </div>
  )
}
