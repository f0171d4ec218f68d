import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Panel } from './panel.tsx'

const meta = {
  title: 'Kit/Panel',
  component: Panel,
  decorators: [withI18n],
  args: { title: 'VIP level', children: <p style={{ margin: 0 }}>Gold, 45% to Platinum.</p> },
} satisfies Meta<typeof Panel>

export default meta
type Story = StoryObj<typeof meta>

export const Titled: Story = {}
export const SubHeading: Story = { args: { headingLevel: 3, title: 'Deposit progress' } }
export const Untitled: Story = { args: { title: undefined } }
export const TitledDiv: Story = { args: { as: 'div' } }
