import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { VisuallyHidden } from './visually-hidden.tsx'

const meta = {
  title: 'Kit/VisuallyHidden',
  component: VisuallyHidden,
  decorators: [withI18n],
  args: { children: 'read by screen readers only' },
  render: (args) => (
    <p>
      Visible text, then hidden text: <VisuallyHidden {...args} />
      (inspect the DOM or use a screen reader).
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>

export default meta

export const Default: StoryObj<typeof meta> = {}
