import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Amount } from '../amount/amount.tsx'
import { StatusBadge } from '../status-badge/status-badge.tsx'
import { DescriptionList } from './description-list.tsx'

const meta = {
  title: 'Kit/DescriptionList',
  component: DescriptionList,
  decorators: [withI18n],
  args: {
    items: [
      { term: 'Reference', description: 'W-100234' },
      {
        term: 'Amount',
        description: <Amount minor={250_000} currency="PHP" decimals={2} locale="en" />,
      },
      { term: 'Status', description: <StatusBadge tone="warning">Pending</StatusBadge> },
      { term: 'Bank account', description: 'BDO •••• 4821' },
    ],
  },
} satisfies Meta<typeof DescriptionList>

export default meta
type Story = StoryObj<typeof meta>

export const Details: Story = {}
export const Empty: Story = { args: { items: [] } }
