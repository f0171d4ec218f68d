import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProgressBar } from './progress-bar.tsx'

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  decorators: [withI18n],
  args: { label: 'Deposit progress', value: 45 },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: { value: 0 } }
export const Partway: Story = { args: { value: 45, valueText: '4,500 of 10,000 PHP' } }
export const Full: Story = { args: { value: 100 } }
/** 130% comes in; the bar shows (and reads) 100, as VIP progress is capped. */
export const OverHundredCapped: Story = { args: { value: 130 } }
