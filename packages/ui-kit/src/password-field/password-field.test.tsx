import { Password } from '@parlor/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { SchemaFormHarness } from '../test/schema-form-harness.tsx'
import { PasswordField } from './password-field.tsx'

describe('PasswordField', () => {
  it('shows and hides the password with a pressed toggle', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <SchemaFormHarness schema={v.object({ password: Password })} defaultValues={{ password: '' }}>
        {(control) => <PasswordField control={control} name="password" label="Password" />}
      </SchemaFormHarness>,
    )
    const input = screen.getByLabelText('Password')
    await user.type(input, 'secret-123')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('autocomplete', 'current-password')

    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('secret-123')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')

    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'password')
  })
})
