import { useLingui } from '@lingui/react'
import { AccountId, isSuccess, Tac, type TacDelivery } from '@parlor/contract'
import { signInWithTac } from '@parlor/core'
import {
  FormError,
  SubmitButton,
  TextField,
  translateValidation,
  useSchemaForm,
} from '@parlor/ui-kit/form'
import { useState } from 'react'
import * as v from 'valibot'
import { CallFailure } from '../api/call-failure.ts'
import { showFormFailure } from '../forms/form-failure.ts'
import { TacResend } from './tac-resend.tsx'
import { useSignInDeps } from './use-sign-in-deps.ts'

const AccountFields = v.object({ account_id: AccountId })
const CodeFields = v.object({ tac: Tac })

/**
 * Sign-in with a one-time code (tac/request_login and login_tac): the account first, then
 * the six digits sent to the account's phone.
 */
export function TacLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { i18n } = useLingui()
  const { deps, entries, reporter } = useSignInDeps()
  const [sent, setSent] = useState<{ account_id: string; delivery: TacDelivery } | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const accountForm = useSchemaForm(AccountFields, { defaultValues: { account_id: '' } })
  const codeForm = useSchemaForm(CodeFields, { defaultValues: { tac: '' } })

  const requestCode = async (account_id: string) => {
    setFormError(null)
    const res = await deps.api.tacRequestLogin({ ...entries, account_id })
    if (isSuccess(res)) return setSent({ account_id, delivery: res })
    setFormError(showFormFailure(accountForm, new CallFailure(res), ['account_id'], reporter))
  }

  const sendCode = accountForm.handleSubmit(({ account_id }) => requestCode(account_id))
  const signInWithCode = codeForm.handleSubmit(async ({ tac }) => {
    if (!sent) return
    setFormError(null)
    const { response, signedIn } = await signInWithTac(deps, {
      ...entries,
      account_id: sent.account_id,
      tac,
    })
    if (signedIn) return onSignedIn()
    setFormError(showFormFailure(codeForm, new CallFailure(response), ['tac'], reporter))
  })

  const error = <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
  if (!sent) {
    return (
      <form className="auth-form" onSubmit={sendCode} noValidate>
        {error}
        <TextField
          control={accountForm.control}
          name="account_id"
          label={i18n._({ id: 'auth.accountId', message: 'Account ID' })}
          autoComplete="username"
          autoFocus
        />
        <SubmitButton pending={accountForm.formState.isSubmitting}>
          {i18n._({ id: 'auth.sendCode', message: 'Send me a code' })}
        </SubmitButton>
      </form>
    )
  }
  return (
    <form className="auth-form" onSubmit={signInWithCode} noValidate>
      {error}
      <p className="auth-form__note">
        {i18n._({
          id: 'auth.codeSentTo',
          message: 'We sent a six-digit code to {phone}.',
          values: { phone: sent.delivery.sent_to },
        })}
      </p>
      <TextField
        control={codeForm.control}
        name="tac"
        label={i18n._({ id: 'auth.code', message: 'Code' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        filter="digits"
        autoFocus
      />
      <SubmitButton pending={codeForm.formState.isSubmitting}>
        {i18n._({ id: 'auth.login', message: 'Log in' })}
      </SubmitButton>
      <TacResend
        key={sent.delivery.expires_at}
        waitSeconds={sent.delivery.resend_after}
        onResend={() => requestCode(sent.account_id)}
      />
    </form>
  )
}
