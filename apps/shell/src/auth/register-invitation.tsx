import { useLingui } from '@lingui/react'
import { AppLink } from '@parlor/ui-kit'
import './auth-form.css'

/** "New here? Create an account", under every sign-in form. */
export function RegisterInvitation({ onFollow }: { onFollow?: () => void }) {
  const { i18n } = useLingui()
  return (
    <p className="auth-switch">
      {i18n._({ id: 'auth.noAccount', message: 'New here?' })}{' '}
      <AppLink href="/register" onClick={onFollow}>
        {i18n._({ id: 'auth.createAccount', message: 'Create an account' })}
      </AppLink>
    </p>
  )
}
