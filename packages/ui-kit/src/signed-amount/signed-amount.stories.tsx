import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { SignedAmount } from './signed-amount.tsx'

const meta = {
  title: 'Kit/SignedAmount',
  component: SignedAmount,
  decorators: [withI18n],
  args: { minor: 150_000, currency: 'PHP', decimals: 2, locale: 'en' },
} satisfies Meta<typeof SignedAmount>

export default meta
type Story = StoryObj<typeof meta>

export const MoneyIn: Story = {}
export const MoneyOut: Story = { args: { minor: -2_500 } }
export const Zero: Story = { args: { minor: 0 } }
export const NoDecimals: Story = { args: { minor: -1_250_000, currency: 'VND', decimals: 0 } }
