import { useLingui } from '@lingui/react'
import { isSuccess, Tac } from '@parlor/contract'
import { completeSignIn } from '@parlor/core'
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
import type { RegistrationSent } from './register-form.tsx'
import { TacResend } from './tac-resend.tsx'
import { useSignInDeps } from './use-sign-in-deps.ts'
import './auth-form.css'

const CodeFields = v.object({ tac: Tac })

/**
 * Sign-up's second step (tac/verify): the code sent to the new account's phone. A right
 * code confirms the phone and answers like a login, so the player is signed in here, with their
 * balance, VIP and favourites loaded, before `onSignedIn` runs.
 */
export function RegisterCodeForm({
  sent,
  onSignedIn,
}: {
  sent: RegistrationSent
  onSignedIn: () => void
}) {
  const { i18n } = useLingui()
  const { deps, entries, reporter } = useSignInDeps()
  const [delivery, setDelivery] = useState(sent.delivery)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useSchemaForm(CodeFields, { defaultValues: { tac: '' } })

  const verify = form.handleSubmit(async ({ tac }) => {
    setFormError(null)
    const res = await deps.api.tacVerify({ ...entries, account_id: sent.account_id, tac })
    if (await completeSignIn(deps, res)) return onSignedIn()
    setFormError(showFormFailure(form, new CallFailure(res), ['tac'], reporter))
  })

  const resend = async () => {
    setFormError(null)
    const res = await deps.api.tacRequestNewRegister({ ...entries, account_id: sent.account_id })
    if (isSuccess(res)) return setDelivery(res)
    reporter.report(new CallFailure(res))
  }

  return (
    <form className="auth-form" onSubmit={verify} noValidate>
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <p className="auth-form__note" role="status">
        {i18n._({
          id: 'register.codeSentTo',
          message: 'We sent a code to {sent_to}. Enter it to confirm your phone number.',
          values: { sent_to: delivery.sent_to },
        })}
      </p>
      <TextField
        control={form.control}
        name="tac"
        label={i18n._({ id: 'auth.code', message: 'Code' })}
        hint={i18n._({ id: 'register.codeHint', message: 'Six digits.' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        filter="digits"
        maxLength={6}
        autoFocus
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={i18n._({ id: 'register.verifying', message: 'Checking the code…' })}
      >
        {i18n._({ id: 'register.verify', message: 'Verify' })}
      </SubmitButton>
      <TacResend key={delivery.expires_at} waitSeconds={delivery.resend_after} onResend={resend} />
    </form>
  )
}
