import { signIn } from '@parlor/core'
import { CallFailure } from '../api/call-failure.ts'
import { showFormFailure } from '../forms/form-failure.ts'
import { LoginFormView } from './login-form-view.tsx'
import { useSignInDeps } from './use-sign-in-deps.ts'

/**
 * Sign-in with account and password (the login call), for the /login page and the login modal.
 * Balance, VIP and favourites load before `onSignedIn` runs.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { deps, entries, reporter } = useSignInDeps()
  return (
    <LoginFormView
      onSubmit={async (values, form) => {
        const { response, signedIn } = await signIn(deps, { ...entries, ...values })
        if (signedIn) {
          onSignedIn()
          return null
        }
        if (response.statusCode === 1) return 'invalidCredentials'
        return showFormFailure(
          form,
          new CallFailure(response),
          ['account_id', 'password'],
          reporter,
        )
      }}
    />
  )
}
