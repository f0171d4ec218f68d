import { Button, type ButtonProps } from '../button/button.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import './submit-button.css'

export interface SubmitButtonProps extends ButtonProps {
  /** True while the request runs: the button is disabled and busy, a second click does nothing. */
  readonly pending: boolean
  /** Read instead of the label while pending ("Signing in…"). */
  readonly pendingLabel?: string
}

/** A form's submit button with a pending state. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  className,
  type = 'submit',
  ...props
}: SubmitButtonProps) {
  const replaced = pending && pendingLabel !== undefined
  return (
    <Button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      data-slot="submit-button"
      className={['pk-submit-button', className].filter(Boolean).join(' ')}
      {...props}
    >
      <span className="pk-submit-button__label" aria-hidden={replaced || undefined}>
        {children}
      </span>
      {pending ? <span className="pk-submit-button__spinner" aria-hidden="true" /> : null}
      {replaced ? <VisuallyHidden>{pendingLabel}</VisuallyHidden> : null}
    </Button>
  )
}
