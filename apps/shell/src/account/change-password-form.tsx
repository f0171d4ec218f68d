import { useLingui } from '@lingui/react'
import { isSuccess, Password, statusMessage } from '@parlor/contract'
import { ButtonLink } from '@parlor/ui-kit'
import {
  FormError,
  PasswordField,
  SubmitButton,
  translateValidation,
  useSchemaForm,
} from '@parlor/ui-kit/form'
import { useState } from 'react'
import * as v from 'valibot'
import { CallFailure } from '../api/call-failure.ts'
import { useShell } from '../app/shell-context.tsx'
import { showFormFailure } from '../forms/form-failure.ts'
import './account-form.css'

const PasswordChangeFields = v.pipe(
  v.object({ password: Password, new_password: Password, confirm_password: v.string() }),
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
 * The update_password call: the current password proves it is the player, then the new one twice.
 * A wrong current password is said on its own field, in words about that field.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { i18n } = useLingui()
  const { api, reporter } = useShell()
  const form = useSchemaForm(PasswordChangeFields, {
    defaultValues: { password: '', new_password: '', confirm_password: '' },
  })
  const [formError, setFormError] = useState<string | null>(null)

  const submit = form.handleSubmit(async ({ password, new_password }) => {
    setFormError(null)
    const res = await api.updatePassword({ password, new_password })
    if (isSuccess(res)) return onChanged()
    if (res.statusMessage === statusMessage.invalidCredentials) {
      const wrong = i18n._({
        id: 'password.currentWrong',
        message: 'This is not your current password.',
      })
      return form.setError('password', { type: 'server', message: wrong }, { shouldFocus: true })
    }
    setFormError(
      showFormFailure(form, new CallFailure(res), ['password', 'new_password'], reporter),
    )
  })

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <PasswordField
        control={form.control}
        name="password"
        label={i18n._({ id: 'password.current', message: 'Current password' })}
        autoComplete="current-password"
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
      <div className="account-form__actions">
        <SubmitButton pending={form.formState.isSubmitting}>
          {i18n._({ id: 'password.change', message: 'Change password' })}
        </SubmitButton>
        <ButtonLink href="/security" variant="quiet">
          {i18n._({ id: 'common.cancel', message: 'Cancel' })}
        </ButtonLink>
      </div>
    </form>
  )
}
