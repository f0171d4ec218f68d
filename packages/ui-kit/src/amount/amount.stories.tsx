import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Amount } from './amount.tsx'

const meta = {
  title: 'Kit/Amount',
  component: Amount,
  decorators: [withI18n],
  args: { minor: 123_456_789, currency: 'PHP', decimals: 2, locale: 'en' },
} satisfies Meta<typeof Amount>

export default meta
type Story = StoryObj<typeof meta>

export const Thousands: Story = {}
export const SmallAmount: Story = { args: { minor: 5, currency: 'USD' } }
export const Zero: Story = { args: { minor: 0 } }
export const NepaliGrouping: Story = {
  args: { minor: 1_234_567_899, currency: 'NPR', locale: 'ne' },
}
export const NoDecimals: Story = {
  args: { minor: 25_000_000, currency: 'VND', decimals: 0, locale: 'vi' },
}
export const BigInteger: Story = { args: { minor: 9_007_199_254_740_993n } }
