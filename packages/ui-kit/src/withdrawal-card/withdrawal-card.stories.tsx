import type { Withdrawal } from '@parlor/contract'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { WithdrawalCard } from './withdrawal-card.tsx'

const bank = {
  bank_account_id: 3,
  bank_code: 'GCASH',
  bank_name: 'GCash',
  account_name: 'Juan Dela Cruz',
  account_number: '*******7890',
  is_default: true,
  created_at: '2025-04-20T08:00:00.000Z',
}

const at = (hour: number) => `2025-05-01T${String(hour).padStart(2, '0')}:15:00.000Z`

function withdrawal(
  status: Withdrawal['status'],
  reached: Withdrawal['status'][],
  extra: Partial<Withdrawal> = {},
): Withdrawal {
  return {
    withdrawal_id: 41,
    amount: 250_000,
    status,
    bank_account: bank,
    reject_reason: '',
    cancellable: status === 'requested' || status === 'under_review',
    timeline: reached.map((step, index) => ({ status: step, at: at(8 + index) })),
    requested_at: at(8),
    ...extra,
  }
}

const meta = {
  title: 'Kit/WithdrawalCard',
  component: WithdrawalCard,
  decorators: [withI18n],
  args: {
    withdrawal: withdrawal('requested', ['requested']),
    currency: 'PHP',
    decimals: 2,
    locale: 'en',
    onCancel: () => {},
  },
} satisfies Meta<typeof WithdrawalCard>

export default meta
type Story = StoryObj<typeof meta>

export const Requested: Story = {}
export const UnderReview: Story = {
  args: { withdrawal: withdrawal('under_review', ['requested', 'under_review']) },
}
export const Approved: Story = {
  args: { withdrawal: withdrawal('approved', ['requested', 'under_review', 'approved']) },
}
export const Paid: Story = {
  args: { withdrawal: withdrawal('paid', ['requested', 'under_review', 'approved', 'paid']) },
}
export const Rejected: Story = {
  args: {
    withdrawal: withdrawal('rejected', ['requested', 'under_review', 'rejected'], {
      reject_reason: 'The name on the account does not match your profile.',
    }),
  },
}
export const Cancelled: Story = {
  args: { withdrawal: withdrawal('cancelled', ['requested', 'cancelled']) },
}
/** Without an `onCancel` the page offers no cancelling, even while it is still possible. */
export const NotOfferingCancel: Story = { args: { onCancel: undefined } }
export const Phone: Story = {
  args: { withdrawal: withdrawal('under_review', ['requested', 'under_review']) },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
}
