import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { FilterChips } from './filter-chips.tsx'

const options = [
  { value: '', label: 'All providers', count: 184 },
  { value: 'JILI', label: 'JILI', count: 40 },
  { value: 'PPLAY', label: 'Pragmatic Play', count: 40 },
  { value: 'PGSOFT', label: 'PG Soft', count: 36 },
  { value: 'FACHAI', label: 'FA CHAI', count: 20 },
  { value: 'JDB', label: 'JDB Gaming', count: 24 },
  { value: 'YBAT', label: 'YB Gaming', count: 12 },
  { value: 'EPW', label: 'EPW', count: 12 },
]

const meta = {
  title: 'Kit/FilterChips',
  component: FilterChips,
  decorators: [withI18n],
  args: { label: 'Providers', options, value: '', onValueChange: () => {} },
} satisfies Meta<typeof FilterChips>

export default meta
type Story = StoryObj<typeof meta>

/** The first option chosen. */
export const AllChosen: Story = {}
/** Another option chosen. */
export const OneChosen: Story = { args: { value: 'PGSOFT' } }
/** Without counts. */
export const WithoutCounts: Story = {
  args: { options: options.map(({ value, label }) => ({ value, label })) },
}
/** Longer than the screen: the row scrolls sideways. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 343 }}>
      <FilterChips {...args} />
    </div>
  ),
}
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return <FilterChips {...args} value={value} onValueChange={setValue} />
  },
}
