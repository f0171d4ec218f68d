import { useLingui } from '@lingui/react'
import type { AccountStatus } from '@parlor/contract'
import {
  Button,
  ButtonLink,
  PageHeader,
  Panel,
  Skeleton,
  StatusBadge,
  type StatusTone,
} from '@parlor/ui-kit'
import { useState } from 'react'
import { useSignOut } from '../../account/use-sign-out.ts'
import { useAccountQuery } from '../../api/use-account-query.ts'
import './security-page.css'

const statusTone: Record<AccountStatus, StatusTone> = {
  active: 'success',
  BLOCK: 'danger',
  CLOSE: 'neutral',
}

/**
 * /security: the account's standing (check_status), the ways to sign in to
 * it, and logging out.
 */
export function SecurityPage() {
  const { i18n } = useLingui()
  const status = useAccountQuery('checkStatus', {})
  const signOut = useSignOut()
  const [signingOut, setSigningOut] = useState(false)
  const statusText: Record<AccountStatus, string> = {
    active: i18n._({ id: 'security.active', message: 'Active' }),
    BLOCK: i18n._({ id: 'security.blocked', message: 'Blocked' }),
    CLOSE: i18n._({ id: 'security.closed', message: 'Closed' }),
  }
  const logOut = async () => {
    setSigningOut(true)
    await signOut().finally(() => setSigningOut(false))
  }

  return (
    <div className="security-page">
      <PageHeader
        title={i18n._({ id: 'security.title', message: 'Security' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.back', message: 'Back to my account' })}
      />
      <Panel title={i18n._({ id: 'security.status', message: 'Account status' })}>
        <p className="security-page__status" data-testid="account-status">
          {status.data ? (
            <StatusBadge tone={statusTone[status.data.account_status]}>
              {statusText[status.data.account_status]}
            </StatusBadge>
          ) : status.isError ? (
            i18n._({ id: 'security.statusUnknown', message: 'The status could not be checked.' })
          ) : (
            <Skeleton className="security-page__status-skeleton" />
          )}
        </p>
        {status.isError ? (
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        ) : null}
      </Panel>
      <Panel title={i18n._({ id: 'security.signInMethods', message: 'Ways to log in' })}>
        <ul className="security-page__methods">
          <li>
            <h3>{i18n._({ id: 'security.password', message: 'Password' })}</h3>
            <p>
              {i18n._({
                id: 'security.passwordNote',
                message: 'Your account ID and a password you use nowhere else.',
              })}
            </p>
            <ButtonLink href="/change-password" variant="secondary">
              {i18n._({ id: 'password.change', message: 'Change password' })}
            </ButtonLink>
          </li>
          <li>
            <h3>{i18n._({ id: 'security.code', message: 'One-time code' })}</h3>
            <p>
              {i18n._({
                id: 'security.codeNote',
                message:
                  'A six-digit code sent to the phone number on your account: on the login page, choose "{choice}".',
                // The login page's own button text, so the two never disagree in any language.
                values: {
                  choice: i18n._({
                    id: 'auth.useCode',
                    message: 'Log in with a one-time code instead',
                  }),
                },
              })}
            </p>
          </li>
        </ul>
      </Panel>
      <Panel title={i18n._({ id: 'security.session', message: 'This device' })}>
        <p>
          {i18n._({
            id: 'security.logoutNote',
            message: 'Logging out here also logs you out in your other tabs.',
          })}
        </p>
        <Button
          variant="secondary"
          onClick={logOut}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        >
          {i18n._({ id: 'auth.logout', message: 'Log out' })}
        </Button>
      </Panel>
    </div>
  )
}
