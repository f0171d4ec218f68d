import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ButtonLink } from './button-link.tsx'

const meta = {
  title: 'Kit/ButtonLink',
  component: ButtonLink,
  decorators: [withI18n],
  args: { href: '/deposit', children: 'Deposit now' },
} satisfies Meta<typeof ButtonLink>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary', children: 'View promotions' } }
export const Quiet: Story = { args: { variant: 'quiet', children: 'Terms and conditions' } }
