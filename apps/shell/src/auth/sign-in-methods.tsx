import { useLingui } from '@lingui/react'
import { Button } from '@parlor/ui-kit'
import { useState } from 'react'
import { LoginForm } from './login-form.tsx'
import { TacLoginForm } from './tac-login-form.tsx'
import './auth-form.css'

/**
 * Both ways to sign in: a password, or a one-time code sent to the phone. The password form shows
 * first; a plain switch below it (not a tab list, whose code the sign-in page need not carry)
 * offers the other, and the form it shows takes focus.
 */
export function SignInMethods({ onSignedIn }: { onSignedIn: () => void }) {
  const { i18n } = useLingui()
  const [method, setMethod] = useState<'password' | 'code'>('password')
  return (
    <div className="auth-methods">
      {method === 'password' ? (
        <LoginForm onSignedIn={onSignedIn} />
      ) : (
        <TacLoginForm onSignedIn={onSignedIn} />
      )}
      <Button
        variant="quiet"
        className="auth-methods__switch"
        onClick={() => setMethod(method === 'password' ? 'code' : 'password')}
      >
        {method === 'password'
          ? i18n._({ id: 'auth.useCode', message: 'Log in with a one-time code instead' })
          : i18n._({ id: 'auth.usePassword', message: 'Log in with your password instead' })}
      </Button>
    </div>
  )
}
