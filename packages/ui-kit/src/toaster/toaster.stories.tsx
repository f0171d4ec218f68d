import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button.tsx'
import { showToast, type ToastVariant } from './show-toast.ts'
import { Toaster } from './toaster.tsx'

const samples: Record<ToastVariant, { title: string; description: string }> = {
  info: { title: 'New message', description: 'You have a message in your inbox.' },
  success: { title: 'Deposit received', description: 'Your balance has been updated.' },
  warning: {
    title: 'Invalid session',
    description: 'Your session has expired. Please sign in again.',
  },
  error: { title: 'Something went wrong', description: 'Please try again.' },
}

const meta = {
  title: 'Kit/Toaster',
  component: Toaster,
  decorators: [withI18n],
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {(Object.keys(samples) as ToastVariant[]).map((variant) => (
          <Button
            key={variant}
            variant="secondary"
            onClick={() => showToast({ variant, ...samples[variant], durationMs: 10_000 })}
          >
            Show {variant}
          </Button>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            showToast({
              variant: 'warning',
              ...samples.warning,
              durationMs: 10_000,
              position: 'top-center',
              id: 'session',
            })
          }
        >
          Show at the top (deduplicated)
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const BottomRight: Story = {}
export const TopCenter: Story = { args: { position: 'top-center' } }
