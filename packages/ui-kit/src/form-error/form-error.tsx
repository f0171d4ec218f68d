import type { ReactNode } from 'react'
import './form-error.css'

/**
 * The form's own message ("Could not sign in"), announced at once: the one live region of a
 * form, since field errors are read with their fields instead.
 */
export function FormError({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') {
    return null
  }
  return (
    <div role="alert" className="pk-form-error" data-slot="form-error">
      {children}
    </div>
  )
}
