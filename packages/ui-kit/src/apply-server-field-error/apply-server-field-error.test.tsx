import { AccountId, Email, Password } from '@parlor/contract'
import { act, screen } from '@testing-library/react'
import type { UseFormReturn } from 'react-hook-form'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { SchemaFormHarness } from '../test/schema-form-harness.tsx'
import { TextField } from '../text-field/text-field.tsx'
import { applyServerFieldError } from './apply-server-field-error.ts'

const schema = v.object({ account_id: AccountId, password: Password, contact_email: Email })
type Form = UseFormReturn<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>
const fields = ['account_id', 'password', 'contact_email'] as const

function renderSignUp() {
  const captured: { form?: Form } = {}
  renderWithI18n(
    <SchemaFormHarness
      schema={schema}
      defaultValues={{ account_id: 'taken_1', password: 'x', contact_email: 'a@b' }}
      onForm={(form) => {
        captured.form = form
      }}
    >
      {(control) => (
        <>
          <TextField control={control} name="account_id" label="Account ID" />
          <TextField control={control} name="password" label="Password" type="password" />
          <TextField control={control} name="contact_email" label="Email" type="email" />
        </>
      )}
    </SchemaFormHarness>,
  )
  if (!captured.form) throw new Error('The form did not render')
  return captured.form
}

describe('applyServerFieldError', () => {
  it('puts the server key on the field statusDetail names and focuses it', () => {
    const form = renderSignUp()
    let applied = false
    act(() => {
      applied = applyServerFieldError(
        form,
        { statusMessage: 'accountExists', statusDetail: 'account_id' },
        fields,
      )
    })
    expect(applied).toBe(true)
    const input = screen.getByLabelText('Account ID')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('This is already registered. Try a different one.')
    expect(input).toHaveFocus()
  })

  it('reads one key per field from a refusal and focuses the first field of the form', () => {
    const form = renderSignUp()
    act(() => {
      applyServerFieldError(
        form,
        {
          statusMessage: 'invalidRequest',
          statusDetail: 'contact_email: emailFormat; password: passwordTooShort',
        },
        fields,
      )
    })
    expect(screen.getByText('Use at least 8 characters.')).toBeVisible()
    expect(screen.getByText('Enter an email address such as name@example.com.')).toBeVisible()
    expect(screen.getByLabelText('Password')).toHaveFocus()
    expect(screen.getByLabelText('Account ID')).not.toHaveAttribute('aria-invalid')
  })

  it('leaves envelopes that name no field of the form to the general handler', () => {
    const setError = vi.fn()
    const form = { setError }
    expect(
      applyServerFieldError(
        form,
        { statusMessage: 'insufficientBalance', statusDetail: 'amount' },
        fields,
      ),
    ).toBe(false)
    expect(
      applyServerFieldError(
        form,
        { statusMessage: 'invalidRequest', statusDetail: 'The body is not valid JSON' },
        fields,
      ),
    ).toBe(false)
    expect(
      applyServerFieldError(form, { statusMessage: 'sessionExpired', statusDetail: '' }, fields),
    ).toBe(false)
    expect(setError).not.toHaveBeenCalled()
  })
})
