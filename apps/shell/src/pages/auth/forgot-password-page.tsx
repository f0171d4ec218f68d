import { useLingui } from '@lingui/react'
import type { TacDelivery } from '@parlor/contract'
import { AppLink, ButtonLink, PageHeader, Panel } from '@parlor/ui-kit'
import { useState } from 'react'
import { ForgotPasswordForm } from '../../auth/forgot-password-form.tsx'
import type { RecoveryRequest } from '../../auth/recovery-request.ts'
import { ResetPasswordForm } from '../../auth/reset-password-form.tsx'
import { useSuccessToast } from '../../toasts/use-success-toast.ts'
import './auth-page.css'

type Step =
  | { readonly kind: 'request' }
  | { readonly kind: 'reset'; readonly request: RecoveryRequest; readonly delivery: TacDelivery }
  | { readonly kind: 'done' }

/**
 * /forgot-password (guests only: the router sends a signed-in player home): a code to
 * the account's phone, then a new password, then on to log in with it.
 */
export function ForgotPasswordPage() {
  const { i18n } = useLingui()
  const [step, setStep] = useState<Step>({ kind: 'request' })
  const toast = useSuccessToast()
  const title = i18n._({ id: 'recovery.title', message: 'Reset your password' })

  const reset = () => {
    toast(i18n._({ id: 'recovery.doneToast', message: 'Password changed.' }))
    setStep({ kind: 'done' })
  }

  return (
    <div className="auth-page">
      <PageHeader
        title={title}
        backHref="/login"
        backLabel={i18n._({ id: 'recovery.backToLogin', message: 'Back to log in' })}
      />
      <Panel>
        {step.kind === 'request' ? (
          <ForgotPasswordForm
            onSent={(request, delivery) => setStep({ kind: 'reset', request, delivery })}
          />
        ) : null}
        {step.kind === 'reset' ? (
          <ResetPasswordForm request={step.request} delivery={step.delivery} onReset={reset} />
        ) : null}
        {step.kind === 'done' ? (
          <div className="auth-form" role="status">
            <p>
              {i18n._({
                id: 'recovery.done',
                message: 'Your password has been changed. Log in with your new password.',
              })}
            </p>
            <ButtonLink href="/login">{i18n._({ id: 'auth.login', message: 'Log in' })}</ButtonLink>
          </div>
        ) : null}
        {step.kind === 'request' ? (
          <p className="auth-switch">
            {i18n._({ id: 'recovery.remembered', message: 'Remembered it?' })}{' '}
            <AppLink href="/login">{i18n._({ id: 'auth.login', message: 'Log in' })}</AppLink>
          </p>
        ) : null}
      </Panel>
    </div>
  )
}
