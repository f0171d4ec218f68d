import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { SchemaFormHarness } from '../test/schema-form-harness.tsx'
import { AmountField } from './amount-field.tsx'

describe('AmountField', () => {
  it('holds the typed text, with the currency read alongside', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <SchemaFormHarness schema={v.object({ amount: v.string() })} defaultValues={{ amount: '' }}>
        {(control) => (
          <AmountField
            control={control}
            name="amount"
            label="Amount"
            currency="PHP"
            decimals={2}
            locale="en"
            hint="From 100 to 50,000"
          />
        )}
      </SchemaFormHarness>,
    )
    const input = screen.getByLabelText('Amount')
    expect(input).toHaveAttribute('inputmode', 'decimal')
    expect(input).toHaveAccessibleDescription('PHP From 100 to 50,000')
    await user.type(input, '1,2a50.5x')
    expect(input).toHaveValue('1,250.5')
    await user.paste('٣')
    expect(input).toHaveValue('1,250.53')
  })
})
