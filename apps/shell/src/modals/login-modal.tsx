import { useLingui } from '@lingui/react'
import { Dialog } from '@parlor/ui-kit/dialog'
import { LoginForm } from '../auth/login-form.tsx'
import { RegisterInvitation } from '../auth/register-invitation.tsx'
import { useAfterSignIn } from '../auth/use-after-sign-in.ts'
import type { ModalProps } from './modal-host.tsx'

/** Spec §2's login modal (id loginmodal), the login entry of slot2, slot4 and sportsbook1. */
export default function LoginModal({ onClose }: ModalProps) {
  const { i18n } = useLingui()
  const afterSignIn = useAfterSignIn()
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      id="loginmodal"
      title={i18n._({ id: 'auth.loginTitle', message: 'Log in' })}
    >
      <LoginForm
        onSignedIn={() => {
          onClose()
          afterSignIn(undefined, null)
        }}
      />
      <RegisterInvitation onFollow={onClose} />
    </Dialog>
  )
}
