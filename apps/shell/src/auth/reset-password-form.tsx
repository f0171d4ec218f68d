import { useLingui } from '@lingui/react'
import { isSuccess, Password, Tac, type TacDelivery } from '@parlor/contract'
import {
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
  translateValidation,
  useSchemaForm,
} from '@parlor/ui-kit/form'
import { useState } from 'react'
import * as v from 'valibot'
import { CallFailure } from '../api/call-failure.ts'
import { showFormFailure } from '../forms/form-failure.ts'
import { type RecoveryRequest, requestResetCode } from './recovery-request.ts'
import { TacResend } from './tac-resend.tsx'
import { useSignInDeps } from './use-sign-in-deps.ts'
import './auth-form.css'

const ResetFields = v.pipe(
  v.object({ tac: Tac, new_password: Password, confirm_password: v.string() }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (input) => input.new_password === input.confirm_password,
      'passwordsDoNotMatch',
    ),
    ['confirm_password'],
  ),
)

/**
 * Password recovery's second step (reset_password): the code and a new password. The server ends
 * every session of the account, so whoever held the old password is shut out.
 */
export function ResetPasswordForm({
  request,
  delivery: firstDelivery,
  onReset,
}: {
  request: RecoveryRequest
  delivery: TacDelivery
  onReset: () => void
}) {
  const { i18n } = useLingui()
  const signInDeps = useSignInDeps()
  const { deps, entries, reporter } = signInDeps
  const [delivery, setDelivery] = useState(firstDelivery)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useSchemaForm(ResetFields, {
    defaultValues: { tac: '', new_password: '', confirm_password: '' },
  })

  const submit = form.handleSubmit(async ({ tac, new_password }) => {
    setFormError(null)
    const res = await deps.api.resetPassword({
      ...entries,
      account_id: request.account_id,
      tac,
      new_password,
    })
    if (isSuccess(res)) return onReset()
    setFormError(showFormFailure(form, new CallFailure(res), ['tac', 'new_password'], reporter))
  })

  const resend = async () => {
    setFormError(null)
    const res = await requestResetCode(signInDeps, request)
    if (isSuccess(res)) return setDelivery(res)
    reporter.report(new CallFailure(res))
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__note" role="status">
        {i18n._({
          id: 'recovery.codeSent',
          message: 'If the details match an account, we sent a code to {sent_to}.',
          values: { sent_to: delivery.sent_to },
        })}
      </p>
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <TextField
        control={form.control}
        name="tac"
        label={i18n._({ id: 'auth.code', message: 'Code' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        filter="digits"
        maxLength={6}
        autoFocus
      />
      <PasswordField
        control={form.control}
        name="new_password"
        label={i18n._({ id: 'password.new', message: 'New password' })}
        hint={i18n._({ id: 'register.passwordHint', message: 'At least 8 characters.' })}
        autoComplete="new-password"
      />
      <PasswordField
        control={form.control}
        name="confirm_password"
        label={i18n._({ id: 'password.confirmNew', message: 'Confirm new password' })}
        autoComplete="new-password"
      />
      <SubmitButton pending={form.formState.isSubmitting}>
        {i18n._({ id: 'recovery.submit', message: 'Set new password' })}
      </SubmitButton>
      <TacResend key={delivery.expires_at} waitSeconds={delivery.resend_after} onResend={resend} />
    </form>
  )
}
