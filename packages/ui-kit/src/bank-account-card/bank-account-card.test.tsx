import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { BankAccountCard } from './bank-account-card.tsx'

describe('BankAccountCard', () => {
  it('reads the starred number as its last digits and marks the default account', () => {
    renderWithI18n(
      <BankAccountCard
        account={{
          bank_account_id: 1,
          bank_code: 'GCASH',
          bank_name: 'GCash',
          account_name: 'Ana Reyes',
          account_number: '*******4321',
          is_default: true,
          created_at: '2025-04-01T00:00:00.000Z',
        }}
      />,
    )
    expect(screen.getByRole('article', { name: 'GCash' })).toBeInTheDocument()
    expect(screen.getByText('Account number ending 4321')).toBeInTheDocument()
    expect(screen.getByText('Default')).toBeInTheDocument()
  })
})
