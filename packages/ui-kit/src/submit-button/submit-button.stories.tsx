import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { SubmitButton } from './submit-button.tsx'

const meta = {
  title: 'Form/SubmitButton',
  component: SubmitButton,
  decorators: [withI18n],
  args: { pending: false, children: 'Sign in', type: 'button' },
} satisfies Meta<typeof SubmitButton>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}
/** Same width as idle: the label stays in place under the spinner. */
export const Pending: Story = { args: { pending: true, pendingLabel: 'Signing in…' } }
export const Disabled: Story = { args: { disabled: true } }
