import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { PageHeader } from '@parlor/ui-kit'
import { useSearch } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { SignInMethods } from '../../auth/sign-in-methods.tsx'
import { SignedInNotice } from '../../auth/signed-in-notice.tsx'
import { useAfterSignIn } from '../../auth/use-after-sign-in.ts'
import { LoginPageView } from './login-page-view.tsx'
import './auth-page.css'

/** /login: sign in with a password or a one-time code, then on to where the player was going. */
export function LoginPage() {
  const { i18n } = useLingui()
  const search: { redirect?: string } = useSearch({ strict: false })
  const { isAuthenticated, user } = useAtomValue(userAtom)
  const afterSignIn = useAfterSignIn()
  const done = () => afterSignIn(search.redirect, '/')

  if (isAuthenticated) {
    return (
      <div className="auth-page">
        <PageHeader title={i18n._({ id: 'auth.loginTitle', message: 'Log in' })} />
        <SignedInNotice
          message={i18n._({
            id: 'auth.alreadySignedIn',
            message: 'You are signed in as {account}.',
            values: { account: user?.account_id ?? '' },
          })}
        />
      </div>
    )
  }

  return (
    <LoginPageView>
      <SignInMethods onSignedIn={done} />
    </LoginPageView>
  )
}
