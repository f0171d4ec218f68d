import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConfirmDialog } from './confirm-dialog.tsx'

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [withI18n],
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Claim this bonus?',
    description: 'The bonus adds a turnover requirement to your balance.',
    confirmLabel: 'Claim bonus',
    onConfirm: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Danger: Story = {
  args: {
    title: 'Cancel this withdrawal?',
    description: 'The amount goes back to your balance.',
    confirmLabel: 'Cancel withdrawal',
    cancelLabel: 'Keep it',
    tone: 'danger',
  },
}
/** Confirming runs a two-second request: the button shows it is pending. */
export const Pending: Story = {
  args: { onConfirm: () => new Promise((resolve) => setTimeout(resolve, 2000)) },
}
