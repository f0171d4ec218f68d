import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Timeline } from './timeline.tsx'

const meta = {
  title: 'Kit/Timeline',
  component: Timeline,
  decorators: [withI18n],
  args: {
    label: 'Withdrawal status',
    steps: [
      { key: 'requested', title: 'Requested', at: '1 May 2025, 10:02', state: 'done' },
      { key: 'approved', title: 'Approved', state: 'current' },
      { key: 'paid', title: 'Paid', state: 'upcoming' },
    ],
  },
} satisfies Meta<typeof Timeline>

export default meta
type Story = StoryObj<typeof meta>

export const InProgress: Story = {}
export const Completed: Story = {
  args: {
    steps: [
      { key: 'requested', title: 'Requested', at: '1 May 2025, 10:02', state: 'done' },
      { key: 'approved', title: 'Approved', at: '1 May 2025, 10:40', state: 'done' },
      { key: 'paid', title: 'Paid', at: '1 May 2025, 11:15', state: 'done' },
    ],
  },
}
export const Rejected: Story = {
  args: {
    steps: [
      { key: 'requested', title: 'Requested', at: '1 May 2025, 10:02', state: 'done' },
      {
        key: 'rejected',
        title: 'Rejected: bank details do not match',
        at: '1 May 2025, 10:40',
        state: 'failed',
      },
    ],
  },
}
