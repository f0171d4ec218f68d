import { StoryForm } from '@parlor/story-stage/story-form'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { SelectField, type SelectOption } from './select-field.tsx'

const banks: readonly SelectOption[] = [
  { value: 'BDO', label: 'BDO Unibank' },
  { value: 'BPI', label: 'Bank of the Philippine Islands' },
  { value: 'GCASH', label: 'GCash' },
]

function SelectFieldDemo(props: {
  label: string
  options: readonly SelectOption[]
  placeholder?: string
  hint?: string
  value?: string
  error?: string
}) {
  const { value, error, ...field } = props
  return (
    <StoryForm defaultValue={value} error={error}>
      {(control) => <SelectField control={control} name="value" {...field} />}
    </StoryForm>
  )
}

const meta = {
  title: 'Form/SelectField',
  component: SelectFieldDemo,
  decorators: [withI18n],
  args: { label: 'Bank', options: banks, placeholder: 'Choose a bank' },
} satisfies Meta<typeof SelectFieldDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {}
export const Selected: Story = { args: { value: 'BPI' } }
export const WithHint: Story = { args: { hint: 'The bank your withdrawals are paid to.' } }
export const WithError: Story = { args: { error: 'bankCodeRequired' } }
