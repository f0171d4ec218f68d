import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner } from './spinner.tsx'

const meta = {
  title: 'Kit/Spinner',
  component: Spinner,
  decorators: [withI18n],
  args: { label: 'Loading games' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Small: Story = { args: { size: 16 } }
export const Large: Story = { args: { size: 48 } }
