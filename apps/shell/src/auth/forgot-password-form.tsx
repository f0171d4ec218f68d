import { useLingui } from '@lingui/react'
import { isSuccess, type TacDelivery } from '@parlor/contract'
import {
  FormError,
  SubmitButton,
  TextField,
  translateValidation,
  useSchemaForm,
} from '@parlor/ui-kit/form'
import { useState } from 'react'
import { CallFailure } from '../api/call-failure.ts'
import { showFormFailure } from '../forms/form-failure.ts'
import { RecoveryFields, type RecoveryRequest, requestResetCode } from './recovery-request.ts'
import { useSignInDeps } from './use-sign-in-deps.ts'
import './auth-form.css'

/** Password recovery's first step (forgot_password): the account and its phone. */
export function ForgotPasswordForm({
  onSent,
}: {
  onSent: (request: RecoveryRequest, delivery: TacDelivery) => void
}) {
  const { i18n } = useLingui()
  const signInDeps = useSignInDeps()
  const form = useSchemaForm(RecoveryFields, {
    defaultValues: { account_id: '', contact_phone: '' },
  })
  const [formError, setFormError] = useState<string | null>(null)

  const submit = form.handleSubmit(async (request) => {
    setFormError(null)
    const res = await requestResetCode(signInDeps, request)
    if (isSuccess(res)) return onSent(request, res)
    setFormError(
      showFormFailure(
        form,
        new CallFailure(res),
        ['account_id', 'contact_phone'],
        signInDeps.reporter,
      ),
    )
  })

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__note">
        {i18n._({
          id: 'recovery.intro',
          message:
            'Enter your account ID and the phone number on your account. We will send a code to reset your password.',
        })}
      </p>
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <TextField
        control={form.control}
        name="account_id"
        label={i18n._({ id: 'auth.accountId', message: 'Account ID' })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
      />
      <TextField
        control={form.control}
        name="contact_phone"
        type="tel"
        label={i18n._({ id: 'register.phone', message: 'Phone number' })}
        autoComplete="tel"
      />
      <SubmitButton pending={form.formState.isSubmitting}>
        {i18n._({ id: 'auth.sendCode', message: 'Send me a code' })}
      </SubmitButton>
    </form>
  )
}
