import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { type DateRange, DateRangeFilter, type DateRangeFilterProps } from './date-range-filter.tsx'

function Controlled(props: DateRangeFilterProps) {
  const [range, setRange] = useState<DateRange>({ from: props.from, to: props.to })
  return <DateRangeFilter {...props} {...range} onChange={setRange} />
}

const meta = {
  title: 'Kit/DateRangeFilter',
  component: DateRangeFilter,
  decorators: [withI18n],
  render: (args) => <Controlled {...args} />,
  args: { legend: 'Period', from: '', to: '', max: '2025-05-31', onChange: () => {} },
} satisfies Meta<typeof DateRangeFilter>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const StartOnly: Story = { args: { from: '2025-05-01' } }
export const BothEnds: Story = { args: { from: '2025-05-01', to: '2025-05-15' } }
