import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group.tsx'

const options = [
  { value: '', label: 'No bonus' },
  {
    value: '1',
    label: 'Welcome bonus 100%',
    description: '100% of your deposit, up to 5,000 PHP. Minimum deposit 100 PHP.',
  },
  {
    value: '3',
    label: 'Live casino reload 20%',
    description: '20% of your deposit, up to 1,000 PHP. Minimum deposit 200 PHP.',
  },
]

function Controlled(props: ChoiceGroupProps) {
  const [value, setValue] = useState(props.value)
  return <ChoiceGroup {...props} value={value} onValueChange={setValue} />
}

const meta = {
  title: 'Kit/ChoiceGroup',
  component: ChoiceGroup,
  decorators: [withI18n],
  render: (args) => <Controlled {...args} />,
  args: {
    legend: 'Deposit bonus',
    name: 'bonus',
    value: '',
    onValueChange: () => {},
    options,
  },
} satisfies Meta<typeof ChoiceGroup>

export default meta
type Story = StoryObj<typeof meta>

export const NothingChosen: Story = {}
export const Chosen: Story = { args: { value: '1' } }
export const WithHint: Story = { args: { hint: 'A bonus is credited with your deposit.' } }
export const WithError: Story = {
  args: { value: '3', error: 'This bonus needs a deposit of at least 200 PHP.' },
}
export const Disabled: Story = { args: { value: '1', disabled: true } }
