import { useLingui } from '@lingui/react'
import { PageHeader, Panel } from '@parlor/ui-kit'
import type { ReactNode } from 'react'
import { RegisterInvitation } from '../../auth/register-invitation.tsx'
import './auth-page.css'

/**
 * The login page as a guest sees it: its heading, then the ways to sign in (`children`) and the
 * invitation to register in one panel. Apart from the sign-in itself (login-page.tsx) so
 * Storybook draws the same page around the same form.
 */
export function LoginPageView({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <div className="auth-page">
      <PageHeader title={i18n._({ id: 'auth.loginTitle', message: 'Log in' })} />
      <Panel>
        {children}
        <RegisterInvitation />
      </Panel>
    </div>
  )
}
