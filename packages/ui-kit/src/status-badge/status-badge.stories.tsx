import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusBadge } from './status-badge.tsx'

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  decorators: [withI18n],
  args: { tone: 'neutral', children: 'Cancelled' },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {}
export const Info: Story = { args: { tone: 'info', children: 'Processing' } }
export const Success: Story = { args: { tone: 'success', children: 'Paid' } }
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } }
export const Danger: Story = { args: { tone: 'danger', children: 'Rejected' } }

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge tone="neutral">Cancelled</StatusBadge>
      <StatusBadge tone="info">Processing</StatusBadge>
      <StatusBadge tone="success">Paid</StatusBadge>
      <StatusBadge tone="warning">Pending</StatusBadge>
      <StatusBadge tone="danger">Rejected</StatusBadge>
    </div>
  ),
}
