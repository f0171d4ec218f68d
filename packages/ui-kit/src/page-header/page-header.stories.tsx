import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button.tsx'
import { PageHeader } from './page-header.tsx'

const meta = {
  title: 'Kit/PageHeader',
  component: PageHeader,
  decorators: [withI18n],
  args: { title: 'Transaction history' },
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const TitleOnly: Story = {}
export const WithBackLink: Story = { args: { backHref: '/account' } }
export const NamedBackLink: Story = { args: { backHref: '/wallet', backLabel: 'Back to wallet' } }
export const WithActionsAndText: Story = {
  args: {
    backHref: '/account',
    actions: <Button variant="secondary">Filter</Button>,
    children: 'Deposits and withdrawals of the last 90 days.',
  },
}
