import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { BankAccountCard } from './bank-account-card.tsx'

const account = {
  bank_account_id: 3,
  bank_code: 'BDO',
  bank_name: 'BDO Unibank',
  account_name: 'Juan Dela Cruz',
  account_number: '********7890',
  is_default: true,
  created_at: '2025-04-20T08:00:00.000Z',
}

/** A drawn logo, so the story needs no server. */
const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96"><rect width="240" height="96" fill="#1d3f8f"/><text x="120" y="60" font-size="32" fill="#fff" text-anchor="middle" font-family="sans-serif">BDO</text></svg>',
)}`

const meta = {
  title: 'Kit/BankAccountCard',
  component: BankAccountCard,
  decorators: [withI18n],
  args: { account, logoUrl: logo },
} satisfies Meta<typeof BankAccountCard>

export default meta
type Story = StoryObj<typeof meta>

export const DefaultAccount: Story = {}
export const OtherAccount: Story = {
  args: { account: { ...account, bank_account_id: 4, is_default: false } },
}
export const WithoutLogo: Story = { args: { logoUrl: undefined } }
export const BrokenLogo: Story = { args: { logoUrl: '/missing-logo.svg' } }
export const LongNames: Story = {
  args: {
    account: {
      ...account,
      bank_name: 'Industrial and Commercial Bank of China',
      account_name: 'Maria Clara Santos de los Reyes y Villanueva',
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
}
