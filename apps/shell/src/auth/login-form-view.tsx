import { useLingui } from '@lingui/react'
import { AccountId, Password } from '@parlor/contract'
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
import type { UseFormReturn } from 'react-hook-form'
import * as v from 'valibot'
import './auth-form.css'

const LoginFields = v.object({ account_id: AccountId, password: Password })

export type LoginValues = v.InferOutput<typeof LoginFields>
export type LoginFormState = UseFormReturn<v.InferInput<typeof LoginFields>, unknown, LoginValues>

export interface LoginFormViewProps {
  /**
   * Signs in with the valid fields; answers the form's error key, or null. It may mark fields on
   * the form itself (a server's field error).
   */
  readonly onSubmit: (values: LoginValues, form: LoginFormState) => Promise<string | null>
  /** The account field takes focus as the form shows (the page and the modal); Storybook's not. */
  readonly autoFocus?: boolean
}

/**
 * The account-and-password form as drawn and validated by the contract's rules. Apart from the
 * sign-in call (login-form.tsx) so Storybook draws the same form.
 */
export function LoginFormView({ onSubmit, autoFocus = true }: LoginFormViewProps) {
  const { i18n } = useLingui()
  const form = useSchemaForm(LoginFields, { defaultValues: { account_id: '', password: '' } })
  const [formError, setFormError] = useState<string | null>(null)

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    setFormError(await onSubmit(values, form))
  })

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <TextField
        control={form.control}
        name="account_id"
        label={i18n._({ id: 'auth.accountId', message: 'Account ID' })}
        autoComplete="username"
        autoFocus={autoFocus}
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
