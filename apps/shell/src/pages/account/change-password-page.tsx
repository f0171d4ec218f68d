import { useLingui } from '@lingui/react'
import { signOut } from '@parlor/core'
import { PageHeader, Panel } from '@parlor/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { ChangePasswordForm } from '../../account/change-password-form.tsx'
import { accountKey } from '../../api/query-client.ts'
import { useShell } from '../../app/shell-context.tsx'
import { useSuccessToast } from '../../toasts/use-success-toast.ts'
import './account-narrow-page.css'

/**
 * Spec §2 /change-password. The server ends every session of the account when the password
 * changes, this one included, so the player is signed out here at once and logs in again.
 */
export function ChangePasswordPage() {
  const { i18n } = useLingui()
  const { api, store, queryClient } = useShell()
  const navigate = useNavigate()
  const toast = useSuccessToast()

  const changed = async () => {
    toast(
      i18n._({
        id: 'password.changedLogIn',
        message: 'Password changed. Log in with your new password.',
      }),
    )
    await signOut({ api, store, endedByServer: true })
    queryClient.removeQueries({ queryKey: [accountKey] })
    await navigate({ href: '/login' })
  }

  return (
    <div className="account-narrow-page">
      <PageHeader
        title={i18n._({ id: 'password.change', message: 'Change password' })}
        backHref="/security"
        backLabel={i18n._({ id: 'security.back', message: 'Back to security' })}
      >
        <p>
          {i18n._({
            id: 'password.changeNote',
            message: 'Changing your password logs you out everywhere, this device included.',
          })}
        </p>
      </PageHeader>
      <Panel>
        <ChangePasswordForm onChanged={changed} />
      </Panel>
    </div>
  )
}
