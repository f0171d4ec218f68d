import { Trans, useLingui } from '@lingui/react'
import { isSuccess, type TacDelivery } from '@parlor/contract'
import { AppLink } from '@parlor/ui-kit'
import {
  CheckboxField,
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
  translateValidation,
  useSchemaForm,
} from '@parlor/ui-kit/form'
import { useMemo, useState } from 'react'
import { CallFailure } from '../api/call-failure.ts'
import { showFormFailure } from '../forms/form-failure.ts'
import { registerFields, registerSchema } from './register-schema.ts'
import { referralFromLink, type SearchValues, signupTracking } from './signup-tracking.ts'
import { useSignInDeps } from './use-sign-in-deps.ts'
import './auth-form.css'

export interface RegistrationSent {
  readonly account_id: string
  readonly delivery: TacDelivery
}

/**
 * The signup call's first step: the account's details. The server opens the account waiting for
 * its phone to be confirmed and sends a code there; `onSent` moves on to entering it.
 */
export function RegisterForm({
  search,
  onSent,
}: {
  search: SearchValues
  onSent: (sent: RegistrationSent) => void
}) {
  const { i18n } = useLingui()
  const { deps, entries, reporter } = useSignInDeps()
  const invitedBy = useMemo(() => referralFromLink(search), [search])
  const schema = useMemo(
    () =>
      registerSchema(
        i18n._({
          id: 'register.acceptTermsRequired',
          message: 'Confirm that you are 18 or older and accept the terms.',
        }),
      ),
    [i18n],
  )
  const form = useSchemaForm(schema, {
    defaultValues: {
      account_id: '',
      password: '',
      confirm_password: '',
      contact_phone: '',
      contact_email: '',
      referrer_code: invitedBy,
      accept_terms: false,
    },
  })
  const [formError, setFormError] = useState<string | null>(null)

  const submit = form.handleSubmit(async ({ confirm_password: _, accept_terms: __, ...values }) => {
    setFormError(null)
    const res = await deps.api.signup({ ...entries, ...values, ...signupTracking(search) })
    if (isSuccess(res)) return onSent({ account_id: res.account_id, delivery: res })
    setFormError(showFormFailure(form, new CallFailure(res), registerFields, reporter))
  })

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <TextField
        control={form.control}
        name="account_id"
        label={i18n._({ id: 'auth.accountId', message: 'Account ID' })}
        hint={i18n._({
          id: 'register.accountIdHint',
          message: '4 to 20 lower-case letters, digits or underscores.',
        })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
      />
      <PasswordField
        control={form.control}
        name="password"
        label={i18n._({ id: 'auth.password', message: 'Password' })}
        hint={i18n._({ id: 'register.passwordHint', message: 'At least 8 characters.' })}
        autoComplete="new-password"
      />
      <PasswordField
        control={form.control}
        name="confirm_password"
        label={i18n._({ id: 'register.confirmPassword', message: 'Confirm password' })}
        autoComplete="new-password"
      />
      <TextField
        control={form.control}
        name="contact_phone"
        type="tel"
        label={i18n._({ id: 'register.phone', message: 'Phone number' })}
        hint={i18n._({
          id: 'register.phoneHint',
          message: 'We send a code to this number to confirm it. Include the country code.',
        })}
        autoComplete="tel"
      />
      <TextField
        control={form.control}
        name="contact_email"
        type="email"
        label={i18n._({ id: 'register.emailOptional', message: 'Email (optional)' })}
        autoComplete="email"
        spellCheck={false}
      />
      <TextField
        control={form.control}
        name="referrer_code"
        label={i18n._({ id: 'register.referralCode', message: 'Referral code (optional)' })}
        {...(invitedBy
          ? {
              disabled: true,
              hint: i18n._({
                id: 'register.referralFromLink',
                message: 'From your invitation link.',
              }),
            }
          : {})}
        autoCapitalize="none"
        spellCheck={false}
      />
      <CheckboxField
        control={form.control}
        name="accept_terms"
        label={
          <Trans
            id="register.acceptTerms"
            message="I am 18 or older and accept the <0>terms and conditions</0>"
            components={{ 0: <AppLink href="/term-condition" target="_blank" /> }}
          />
        }
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={i18n._({ id: 'register.creating', message: 'Creating your account…' })}
      >
        {i18n._({ id: 'register.submit', message: 'Create account' })}
      </SubmitButton>
    </form>
  )
}
