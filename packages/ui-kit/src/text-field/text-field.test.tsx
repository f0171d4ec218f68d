import { AccountId, Phone } from '@parlor/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { SchemaFormHarness } from '../test/schema-form-harness.tsx'
import { TextField } from './text-field.tsx'

const accountSchema = v.object({ account_id: AccountId })
const phoneSchema = v.object({ contact_phone: Phone })

function renderAccountField() {
  return renderWithI18n(
    <SchemaFormHarness schema={accountSchema} defaultValues={{ account_id: '' }}>
      {(control) => (
        <TextField
          control={control}
          name="account_id"
          label="Account ID"
          hint="Letters, digits and underscores."
        />
      )}
    </SchemaFormHarness>,
  )
}

function renderPhoneField() {
  return renderWithI18n(
    <SchemaFormHarness schema={phoneSchema} defaultValues={{ contact_phone: '' }}>
      {(control) => (
        <TextField
          control={control}
          name="contact_phone"
          label="Phone"
          type="tel"
          filter="digits"
        />
      )}
    </SchemaFormHarness>,
  )
}

describe('TextField', () => {
  it('is labelled and described by its hint', () => {
    renderAccountField()
    const input = screen.getByLabelText('Account ID')
    expect(input).toHaveAccessibleDescription('Letters, digits and underscores.')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('shows the translated error once the player leaves an invalid field', async () => {
    const user = userEvent.setup()
    renderAccountField()
    const input = screen.getByLabelText('Account ID')
    await user.type(input, 'ab')
    // Still typing the first time: no error yet (mode onTouched).
    expect(input).not.toHaveAttribute('aria-invalid')
    await user.tab()
    const message = 'Use 4 to 20 lower-case letters, digits or underscores.'
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(`Letters, digits and underscores. ${message}`)
    expect(screen.getByText(message)).toBeVisible()
    // Field errors are read with the field, not announced on their own.
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says nothing about an empty field the player only passed through', async () => {
    const user = userEvent.setup()
    renderAccountField()
    const input = screen.getByLabelText('Account ID')
    await user.click(input)
    await user.tab()
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('clears the error once the value is valid', async () => {
    const user = userEvent.setup()
    renderAccountField()
    const input = screen.getByLabelText('Account ID')
    await user.type(input, 'ab')
    await user.tab()
    await user.type(input, 'cd_1')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('drops letters typed into a digits field', async () => {
    const user = userEvent.setup()
    renderPhoneField()
    const input = screen.getByLabelText('Phone')
    await user.type(input, '09a1b7')
    expect(input).toHaveValue('0917')
    expect(input).toHaveAttribute('inputmode', 'numeric')
  })

  it('drops letters pasted into a digits field and keeps the digits', async () => {
    const user = userEvent.setup()
    renderPhoneField()
    const input = screen.getByLabelText('Phone')
    await user.click(input)
    await user.paste('tel: 0917-555 1234')
    expect(input).toHaveValue('09175551234')
  })

  it('turns digits of other scripts into 0-9', async () => {
    const user = userEvent.setup()
    renderPhoneField()
    const input = screen.getByLabelText('Phone')
    await user.type(input, '९८')
    await user.paste('٠١٢')
    expect(input).toHaveValue('98012')
  })
})
