import { type ButtonVariant, buttonClass } from '../button/button-class.ts'
import { AppLink, type AppLinkProps } from '../navigation/app-link.tsx'
import '../button/button.css'

export type ButtonLinkProps = AppLinkProps & { readonly variant?: ButtonVariant }

/** Navigation that looks like a button ("Deposit now"): still a link, so it opens in a new tab. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return (
    <AppLink
      data-slot="button-link"
      data-variant={variant}
      className={buttonClass(variant, className)}
      {...props}
    />
  )
}
