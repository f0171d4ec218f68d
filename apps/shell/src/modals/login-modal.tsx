import { useLingui } from '@lingui/react'
import type { ModalProps } from '@parlor/ui-kit/site'
import { LoginForm } from '../auth/login-form.tsx'
import { SignInDialog } from './sign-in-dialog.tsx'

/** The login modal (id loginmodal), the login entry of slot2, slot4 and sportsbook1. */
export default function LoginModal({ onClose }: ModalProps) {
  const { i18n } = useLingui()
  return (
    <SignInDialog
      id="loginmodal"
      title={i18n._({ id: 'auth.loginTitle', message: 'Log in' })}
      onClose={onClose}
      form={(onSignedIn) => <LoginForm onSignedIn={onSignedIn} />}
    />
  )
}
