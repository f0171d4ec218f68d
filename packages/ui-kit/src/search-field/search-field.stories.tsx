import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { SearchField } from './search-field.tsx'

const meta = {
  title: 'Kit/SearchField',
  component: SearchField,
  decorators: [withI18n],
  args: { label: 'Search games', value: '', onValueChange: () => {}, maxLength: 50 },
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: no clear button. */
export const Empty: Story = {}
/** With a search: the clear button shows. */
export const Filled: Story = { args: { value: 'dragon' } }
export const WithPlaceholder: Story = { args: { placeholder: 'Game or provider name' } }
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return <SearchField {...args} value={value} onValueChange={setValue} />
  },
}
