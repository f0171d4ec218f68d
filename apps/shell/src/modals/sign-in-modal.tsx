import { useLingui } from '@lingui/react'
import { Dialog } from '@parlor/ui-kit/dialog'
import { RegisterInvitation } from '../auth/register-invitation.tsx'
import { SignInMethods } from '../auth/sign-in-methods.tsx'
import { useAfterSignIn } from '../auth/use-after-sign-in.ts'
import type { ModalProps } from './modal-host.tsx'

/**
 * The sign-in modal, slot5's login entry (spec §2): both ways to sign in, a password or a
 * one-time code, where the login modal offers the password only.
 */
export default function SignInModal({ onClose }: ModalProps) {
  const { i18n } = useLingui()
  const afterSignIn = useAfterSignIn()
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      id="signinmodal"
      title={i18n._({ id: 'auth.signInTitle', message: 'Sign in' })}
    >
      <SignInMethods
        onSignedIn={() => {
          onClose()
          afterSignIn(undefined, null)
        }}
      />
      <RegisterInvitation onFollow={onClose} />
    </Dialog>
  )
}
