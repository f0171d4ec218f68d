import { useLingui } from '@lingui/react'
import { AccountId, Password } from '@parlor/contract'
import { signIn } from '@parlor/core'
import { AppLink } from '@parlor/ui-kit'
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
import { useSignInDeps } from './use-sign-in-deps.ts'
import './auth-form.css'

const LoginFields = v.object({ account_id: AccountId, password: Password })

/**
 * Sign-in with account and password (spec §7 login), for the /login page and the login modal.
 * Balance, VIP and favourites load before `onSignedIn` runs (spec §4).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { i18n } = useLingui()
  const { deps, entries, reporter } = useSignInDeps()
  const form = useSchemaForm(LoginFields, { defaultValues: { account_id: '', password: '' } })
  const [formError, setFormError] = useState<string | null>(null)

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    const { response, signedIn } = await signIn(deps, { ...entries, ...values })
    if (signedIn) return onSignedIn()
    if (response.statusCode === 1) return setFormError('invalidCredentials')
    setFormError(
      showFormFailure(form, new CallFailure(response), ['account_id', 'password'], reporter),
    )
  })

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <TextField
        control={form.control}
        name="account_id"
        label={i18n._({ id: 'auth.accountId', message: 'Account ID' })}
        autoComplete="username"
        autoFocus
      />
      <PasswordField
        control={form.control}
        name="password"
        label={i18n._({ id: 'auth.password', message: 'Password' })}
        autoComplete="current-password"
      />
      <AppLink className="auth-form__aside" href="/forgot-password">
        {i18n._({ id: 'auth.forgotPassword', message: 'Forgot your password?' })}
      </AppLink>
      <SubmitButton pending={form.formState.isSubmitting}>
        {i18n._({ id: 'auth.login', message: 'Log in' })}
      </SubmitButton>
    </form>
  )
}
