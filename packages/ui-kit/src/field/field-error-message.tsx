import type { ReactNode } from 'react'
import './field.css'

/**
 * A field's error under its control, with an icon so it is not told by colour alone. Tied to the
 * control through aria-describedby (`id`), so it is read with the field rather than announced.
 */
export function FieldErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="pk-field__error" id={id} data-slot="field-error">
      <span className="pk-field__error-icon" aria-hidden="true">
        !
      </span>
      {children}
    </p>
  )
}
