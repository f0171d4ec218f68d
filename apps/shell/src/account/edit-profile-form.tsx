import { useLingui } from '@lingui/react'
import { isSuccess, ProfileFields } from '@parlor/contract'
import { updateProfile, userAtom } from '@parlor/core'
import { ButtonLink } from '@parlor/ui-kit'
import {
  FormError,
  SubmitButton,
  TextField,
  translateValidation,
  useSchemaForm,
} from '@parlor/ui-kit/form'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { CallFailure } from '../api/call-failure.ts'
import { useShell } from '../app/shell-context.tsx'
import { showFormFailure } from '../forms/form-failure.ts'
import './account-form.css'

/**
 * The name and email a player may change (contract ProfileFields, profile_update). Core's
 * updateProfile copies the saved answer into the signed-in player before `onSaved`.
 */
export function EditProfileForm({ onSaved }: { onSaved: () => void }) {
  const { i18n } = useLingui()
  const { api, store, reporter } = useShell()
  const { user, fullname, email } = useAtomValue(userAtom)
  const form = useSchemaForm(ProfileFields, {
    defaultValues: {
      full_name: fullname || user?.full_name || '',
      contact_email: email || user?.contact_email || '',
    },
  })
  const [formError, setFormError] = useState<string | null>(null)

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    const res = await updateProfile({ api, store }, values)
    if (!res) return
    if (isSuccess(res)) return onSaved()
    setFormError(
      showFormFailure(form, new CallFailure(res), ['full_name', 'contact_email'], reporter),
    )
  })

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <TextField
        control={form.control}
        name="full_name"
        label={i18n._({ id: 'profile.fullName', message: 'Full name' })}
        autoComplete="name"
        filter="letters"
        maxLength={60}
      />
      <TextField
        control={form.control}
        name="contact_email"
        type="email"
        label={i18n._({ id: 'profile.email', message: 'Email' })}
        autoComplete="email"
        spellCheck={false}
      />
      <div className="account-form__actions">
        <SubmitButton pending={form.formState.isSubmitting}>
          {i18n._({ id: 'profile.save', message: 'Save changes' })}
        </SubmitButton>
        <ButtonLink href="/profile" variant="quiet">
          {i18n._({ id: 'common.cancel', message: 'Cancel' })}
        </ButtonLink>
      </div>
    </form>
  )
}
