import { StoryForm } from '@parlor/story-stage/story-form'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextField, type TextFieldFilter, type TextFieldType } from './text-field.tsx'

/** The field in a one-field form; `error` is a validation key, shown translated. */
function TextFieldDemo(props: {
  label: string
  hint?: string
  type?: TextFieldType
  filter?: TextFieldFilter
  placeholder?: string
  disabled?: boolean
  value?: string
  error?: string
}) {
  const { value, error, ...field } = props
  return (
    <StoryForm defaultValue={value} error={error}>
      {(control) => <TextField control={control} name="value" {...field} />}
    </StoryForm>
  )
}

const meta = {
  title: 'Form/TextField',
  component: TextFieldDemo,
  decorators: [withI18n],
  args: { label: 'Account ID' },
} satisfies Meta<typeof TextFieldDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithHint: Story = {
  args: { hint: '4 to 20 lower-case letters, digits or underscores.' },
}
export const WithError: Story = { args: { value: 'ab', error: 'accountIdFormat' } }
export const WithHintAndError: Story = {
  args: { value: 'ab', hint: '4 to 20 characters.', error: 'accountIdFormat' },
}
/** Letters typed or pasted are dropped; digits of other scripts become 0-9. */
export const FilteredDigits: Story = {
  args: { label: 'Bank account number', filter: 'digits', type: 'tel' },
}
/** Names: letters of any script and spaces only. */
export const FilteredLetters: Story = { args: { label: 'Name on the account', filter: 'letters' } }
export const Disabled: Story = { args: { value: 'player_01', disabled: true } }
