import { useLingui } from '@lingui/react'
import { layoutAtom, userAtom } from '@parlor/core'
import { AppLink, PageHeader, Panel } from '@parlor/ui-kit'
import { useSearch } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { RegisterCodeForm } from '../../auth/register-code-form.tsx'
import { RegisterForm, type RegistrationSent } from '../../auth/register-form.tsx'
import { SignedInNotice } from '../../auth/signed-in-notice.tsx'
import type { SearchValues } from '../../auth/signup-tracking.ts'
import { useAfterSignIn } from '../../auth/use-after-sign-in.ts'
import { useSuccessToast } from '../../toasts/use-success-toast.ts'
import './auth-page.css'

/**
 * /register: the account's details, then the code sent to its phone; a right code signs
 * the new player in and takes them where they were going, or to their account.
 */
export function RegisterPage() {
  const { i18n } = useLingui()
  const search: SearchValues & { redirect?: string } = useSearch({ strict: false })
  const { isAuthenticated, user } = useAtomValue(userAtom)
  const siteName = useAtomValue(layoutAtom).site?.site_name ?? ''
  const [sent, setSent] = useState<RegistrationSent | null>(null)
  const afterSignIn = useAfterSignIn()
  const toast = useSuccessToast()
  const title = i18n._({ id: 'register.title', message: 'Create an account' })

  const welcome = () => {
    toast(
      i18n._({ id: 'register.welcome', message: 'Welcome to {site}!', values: { site: siteName } }),
      i18n._({ id: 'register.welcomeDetail', message: 'Your account is ready.' }),
    )
    afterSignIn(typeof search.redirect === 'string' ? search.redirect : undefined, '/account')
  }

  // Signing in at the code step makes the player authenticated: that step stays until they leave.
  if (isAuthenticated && !sent) {
    return (
      <div className="auth-page">
        <PageHeader title={title} />
        <SignedInNotice
          message={i18n._({
            id: 'register.alreadyHaveAccount',
            message: 'You already have an account: you are signed in as {account}.',
            values: { account: user?.account_id ?? '' },
          })}
        />
      </div>
    )
  }

  return (
    <div className="auth-page">
      <PageHeader
        title={
          sent ? i18n._({ id: 'register.confirmTitle', message: 'Confirm your phone' }) : title
        }
      />
      <Panel>
        {sent ? (
          <RegisterCodeForm sent={sent} onSignedIn={welcome} />
        ) : (
          <>
            <RegisterForm search={search} onSent={setSent} />
            <p className="auth-switch">
              {i18n._({ id: 'register.haveAccount', message: 'Already have an account?' })}{' '}
              <AppLink href="/login">{i18n._({ id: 'auth.login', message: 'Log in' })}</AppLink>
            </p>
          </>
        )}
      </Panel>
    </div>
  )
}
