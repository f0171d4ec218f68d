import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button.tsx'

const meta = {
  title: 'Kit/Button',
  component: Button,
  decorators: [withI18n],
  args: { children: 'Play now' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Quiet: Story = { args: { variant: 'quiet' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel withdrawal' } }
export const Disabled: Story = { args: { disabled: true } }
