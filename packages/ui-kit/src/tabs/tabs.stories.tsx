import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { TabPanel } from '../tab-panel/tab-panel.tsx'
import { Tabs } from './tabs.tsx'

const tabs = [
  { value: 'all', label: 'All' },
  { value: 'deposits', label: 'Deposits' },
  { value: 'withdrawals', label: 'Withdrawals' },
  { value: 'bonuses', label: 'Bonuses' },
  { value: 'rebates', label: 'Rebates' },
  { value: 'adjustments', label: 'Adjustments' },
]

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  decorators: [withI18n],
  args: { label: 'Transaction type', value: 'all', onValueChange: () => {}, tabs },
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <Tabs {...args} value={value} onValueChange={setValue}>
        {args.tabs.map((tab) => (
          <TabPanel key={tab.value} value={tab.value}>
            <p>{tab.label}: the list of this type.</p>
          </TabPanel>
        ))}
      </Tabs>
    )
  },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const FirstSelected: Story = {}
export const OtherSelected: Story = { args: { value: 'withdrawals' } }
/** A phone's width: the list scrolls sideways instead of wrapping. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
}
