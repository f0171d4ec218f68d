import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Amount } from '../amount/amount.tsx'
import { StatFigures } from './stat-figures.tsx'

const money = (minor: number) => <Amount minor={minor} currency="PHP" decimals={2} locale="en" />

const meta = {
  title: 'Kit/StatFigures',
  component: StatFigures,
  decorators: [withI18n],
  args: {
    items: [
      { key: 'day', label: 'Withdrawn in the last 24 hours', value: money(128_451_250) },
      { key: 'hour', label: 'Withdrawn in the last hour', value: money(6_120_000) },
      { key: 'winners', label: 'Winners today', value: '3,412' },
      { key: 'registered', label: 'Registered players', value: '48,903' },
      { key: 'active', label: 'Active players', value: '4,120' },
      { key: 'deposited', label: 'Players who deposited', value: '1,876' },
    ],
  },
} satisfies Meta<typeof StatFigures>

export default meta
type Story = StoryObj<typeof meta>

export const Figures: Story = {}
/** While loading: placeholders of the figures' own size. */
export const Loading: Story = { args: { items: null } }
/** A narrow column, as on a phone: two figures a row. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 343 }}>
      <StatFigures {...args} />
    </div>
  ),
}
/** Nothing to show: nothing is rendered. */
export const Empty: Story = { args: { items: [] } }
