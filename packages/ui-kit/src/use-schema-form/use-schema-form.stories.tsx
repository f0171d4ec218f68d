import { AccountId, Password, Phone } from '@parlor/contract'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import * as v from 'valibot'
import { applyServerFieldError } from '../apply-server-field-error/apply-server-field-error.ts'
import { FormError } from '../form-error/form-error.tsx'
import { PasswordField } from '../password-field/password-field.tsx'
import { SubmitButton } from '../submit-button/submit-button.tsx'
import { TextField } from '../text-field/text-field.tsx'
import { useSchemaForm } from './use-schema-form.ts'

const schema = v.object({ account_id: AccountId, password: Password, contact_phone: Phone })
const fields = ['account_id', 'password', 'contact_phone'] as const

/**
 * A sign-up form as a page builds it: the contract's field rules validate on leaving a field,
 * and the (simulated) server answers `accountExists` for account_id, which lands on that field.
 */
function SignUpForm({ serverAnswer }: { serverAnswer: 'accountExists' | 'internalServerError' }) {
  const form = useSchemaForm(schema, {
    defaultValues: { account_id: '', password: '', contact_phone: '' },
  })
  const [pending, setPending] = useState(false)
  const [formError, setFormError] = useState('')
  const submit = form.handleSubmit(async () => {
    setPending(true)
    setFormError('')
    await new Promise((resolve) => setTimeout(resolve, 800))
    setPending(false)
    const envelope = {
      statusMessage: serverAnswer,
      statusDetail: serverAnswer === 'accountExists' ? 'account_id' : '',
    }
    if (!applyServerFieldError(form, envelope, fields)) setFormError('Something went wrong.')
  })
  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <FormError>{formError}</FormError>
      <TextField
        control={form.control}
        name="account_id"
        label="Account ID"
        autoComplete="username"
      />
      <PasswordField
        control={form.control}
        name="password"
        label="Password"
        autoComplete="new-password"
      />
      <TextField
        control={form.control}
        name="contact_phone"
        label="Phone"
        type="tel"
        filter="digits"
      />
      <SubmitButton pending={pending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  )
}

const meta = {
  title: 'Form/useSchemaForm',
  component: SignUpForm,
  decorators: [withI18n],
  args: { serverAnswer: 'accountExists' },
} satisfies Meta<typeof SignUpForm>

export default meta
type Story = StoryObj<typeof meta>

export const FieldLevelServerError: Story = {}
export const GeneralServerError: Story = { args: { serverAnswer: 'internalServerError' } }
