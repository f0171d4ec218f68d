import { useLingui } from '@lingui/react'
import type { ModalProps } from '@parlor/ui-kit/site'
import { SignInMethods } from '../auth/sign-in-methods.tsx'
import { SignInDialog } from './sign-in-dialog.tsx'

/**
 * The sign-in modal, slot5's login entry: both ways to sign in, a password or a
 * one-time code, where the login modal offers the password only.
 */
export default function SignInModal({ onClose }: ModalProps) {
  const { i18n } = useLingui()
  return (
    <SignInDialog
      id="signinmodal"
      title={i18n._({ id: 'auth.signInTitle', message: 'Log in' })}
      onClose={onClose}
      form={(onSignedIn) => <SignInMethods onSignedIn={onSignedIn} />}
    />
  )
}
