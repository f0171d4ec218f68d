import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { QuickAmounts, type QuickAmountsProps } from './quick-amounts.tsx'

function Controlled(props: QuickAmountsProps) {
  const [current, setCurrent] = useState(props.current ?? null)
  return <QuickAmounts {...props} current={current} onPick={setCurrent} />
}

const meta = {
  title: 'Kit/QuickAmounts',
  component: QuickAmounts,
  decorators: [withI18n],
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Quick amounts',
    amounts: [10_000, 50_000, 100_000, 500_000],
    currency: 'PHP',
    decimals: 2,
    locale: 'en',
    onPick: () => {},
  },
} satisfies Meta<typeof QuickAmounts>

export default meta
type Story = StoryObj<typeof meta>

export const NoneChosen: Story = {}
export const OneChosen: Story = { args: { current: 100_000 } }
export const NoDecimals: Story = {
  args: { amounts: [100, 500, 1_000, 5_000], currency: 'VND', decimals: 0, locale: 'vi' },
}
export const Disabled: Story = { args: { disabled: true } }
