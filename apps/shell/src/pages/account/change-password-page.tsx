import { useLingui } from '@lingui/react'
import { endSession } from '@parlor/core'
import { PageHeader, Panel } from '@parlor/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { ChangePasswordForm } from '../../account/change-password-form.tsx'
import { accountKey } from '../../api/query-client.ts'
import { useShell } from '../../app/shell-context.tsx'
import { scheduleLoginModal } from '../../session/login-modal-schedule.ts'
import { useSuccessToast } from '../../toasts/use-success-toast.ts'
import './account-narrow-page.css'

/**
 * The /change-password page. The server ends every session of the account when the password
 * changes, this one included, so the player is signed out here at once and logs in again where
 * the theme signs players in: its login page, or home with its login or sign-in modal.
 */
export function ChangePasswordPage() {
  const { i18n } = useLingui()
  const { api, store, queryClient, theme } = useShell()
  const navigate = useNavigate()
  const toast = useSuccessToast()

  const changed = async () => {
    toast(
      i18n._({
        id: 'password.changedLogIn',
        message: 'Password changed. Log in with your new password.',
      }),
    )
    const target = await endSession({ api, store }, theme.loginEntry)
    queryClient.removeQueries({ queryKey: [accountKey] })
    await navigate({ href: target.path })
    if ('modal' in target) scheduleLoginModal(store, target)
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
