import type { ButtonHTMLAttributes, Ref } from 'react'
import { type ButtonVariant, buttonClass } from './button-class.ts'
import './button.css'

export type { ButtonVariant } from './button-class.ts'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant
  /** React 19 passes refs as props: dialogs focus a button through this. */
  readonly ref?: Ref<HTMLButtonElement>
}

/** A native button: keyboard, focus and disabled states come from the platform. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant}
      className={buttonClass(variant, className)}
      {...props}
    />
  )
}
