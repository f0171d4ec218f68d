import { useLingui } from '@lingui/react'
import { Dialog } from '@parlor/ui-kit/dialog'
import type { ModalProps } from '@parlor/ui-kit/site'

/**
 * What the theme's "Log in" opens: `ParlorSite` shows it while the theme's login modal is the top
 * of the store's modal stack. (A form that signs the player in goes inside.)
 */
export function LoginDialog({ onClose }: ModalProps) {
  const { i18n } = useLingui()
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={i18n._({ id: 'auth.login', message: 'Log in' })}
    >
      <p>Welcome back.</p>
    </Dialog>
  )
}
