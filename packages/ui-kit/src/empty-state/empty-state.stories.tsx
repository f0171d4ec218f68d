import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ButtonLink } from '../button-link/button-link.tsx'
import { EmptyState } from './empty-state.tsx'

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  decorators: [withI18n],
  args: { title: 'No transactions yet' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const TitleOnly: Story = {}
export const WithText: Story = {
  args: { children: <p>Deposits and withdrawals you make will be listed here.</p> },
}
export const WithAction: Story = {
  args: {
    children: <p>Deposits and withdrawals you make will be listed here.</p>,
    action: <ButtonLink href="/deposit">Make a deposit</ButtonLink>,
  },
}
