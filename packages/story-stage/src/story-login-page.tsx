import { useLingui } from '@lingui/react'
import { AccountId, Password } from '@parlor/contract'
import { AppLink, PageHeader, Panel } from '@parlor/ui-kit'
import { PasswordField, SubmitButton, TextField, useSchemaForm } from '@parlor/ui-kit/form'
import * as v from 'valibot'
import './story-pages.css'

const LoginFields = v.object({ account_id: AccountId, password: Password })

/**
 * The login page (spec §2 /login): the kit's fields in a panel, validated by the contract's own
 * rules as the shell's form is. Submitting validates and goes nowhere.
 */
export function StoryLoginPage() {
  const { i18n } = useLingui()
  const form = useSchemaForm(LoginFields, { defaultValues: { account_id: '', password: '' } })
  return (
    <div className="story-page story-page--narrow">
      <PageHeader title={i18n._({ id: 'auth.loginTitle', message: 'Log in' })} />
      <Panel>
        <form className="story-page__form" noValidate onSubmit={form.handleSubmit(() => undefined)}>
          <TextField
            control={form.control}
            name="account_id"
            label={i18n._({ id: 'auth.accountId', message: 'Account ID' })}
            autoComplete="username"
          />
          <PasswordField
            control={form.control}
            name="password"
            label={i18n._({ id: 'auth.password', message: 'Password' })}
            autoComplete="current-password"
          />
          <AppLink href="/forgot-password">
            {i18n._({ id: 'auth.forgotPassword', message: 'Forgot your password?' })}
          </AppLink>
          <SubmitButton pending={form.formState.isSubmitting}>
            {i18n._({ id: 'auth.login', message: 'Log in' })}
          </SubmitButton>
        </form>
        <p>
          {i18n._({ id: 'auth.noAccount', message: 'New here?' })}{' '}
          <AppLink href="/register">
            {i18n._({ id: 'auth.createAccount', message: 'Create an account' })}
          </AppLink>
        </p>
      </Panel>
    </div>
  )
}
