export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger'

const variantClass: Record<ButtonVariant, string> = {
  primary: 'pk-button--primary',
  secondary: 'pk-button--secondary',
  quiet: 'pk-button--quiet',
  danger: 'pk-button--danger',
}

/** One class list for everything that looks like a button: `Button`, `ButtonLink`, `SubmitButton`. */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return ['pk-button', variantClass[variant], className].filter(Boolean).join(' ')
}
