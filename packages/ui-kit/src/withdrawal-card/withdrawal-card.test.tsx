import type { Withdrawal } from '@parlor/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { WithdrawalCard } from './withdrawal-card.tsx'

const base: Withdrawal = {
  withdrawal_id: 7,
  amount: 50_000,
  status: 'requested',
  bank_account: {
    bank_account_id: 2,
    bank_code: 'BDO',
    bank_name: 'BDO Unibank',
    account_name: 'Ana Reyes',
    account_number: '******4321',
    is_default: true,
    created_at: '2025-04-01T00:00:00.000Z',
  },
  reject_reason: '',
  cancellable: true,
  timeline: [{ status: 'requested', at: '2025-05-01T10:00:00.000Z' }],
  requested_at: '2025-05-01T10:00:00.000Z',
}
const money = { currency: 'PHP', decimals: 2, locale: 'en' }

describe('WithdrawalCard', () => {
  it('names itself by its amount and offers cancelling while it may be cancelled', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    renderWithI18n(<WithdrawalCard withdrawal={base} {...money} onCancel={onCancel} />)
    const card = screen.getByRole('article', { name: '500\u00a0PHP' })
    expect(within(card).getByText('To BDO Unibank ******4321, Ana Reyes')).toBeInTheDocument()
    const progress = within(card).getByRole('list', { name: 'Withdrawal progress' })
    expect(within(progress).getAllByRole('listitem')).toHaveLength(4)
    await user.click(within(card).getByRole('button', { name: 'Cancel withdrawal' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('shows the reason of a rejection and no cancel button', () => {
    renderWithI18n(
      <WithdrawalCard
        withdrawal={{
          ...base,
          status: 'rejected',
          cancellable: false,
          reject_reason: 'Name does not match',
          timeline: [...base.timeline, { status: 'rejected', at: '2025-05-01T11:00:00.000Z' }],
        }}
        {...money}
        onCancel={() => {}}
      />,
    )
    expect(screen.getByText('Rejected: Name does not match')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull()
  })
})
