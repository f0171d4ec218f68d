import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { Tabs } from '../tabs/tabs.tsx'
import { TabPanel } from './tab-panel.tsx'

const insideTabs: Decorator = (Story) => (
  <Tabs
    label="Example"
    value="one"
    onValueChange={() => {}}
    tabs={[{ value: 'one', label: 'One' }]}
  >
    <Story />
  </Tabs>
)

/** A panel lives inside `Tabs`, labelled by its tab; see Kit/Tabs for switching. */
const meta = {
  title: 'Kit/TabPanel',
  component: TabPanel,
  decorators: [insideTabs, withI18n],
  args: { value: 'one', children: <p>The selected panel's content.</p> },
} satisfies Meta<typeof TabPanel>

export default meta

export const Selected: StoryObj<typeof meta> = {}
