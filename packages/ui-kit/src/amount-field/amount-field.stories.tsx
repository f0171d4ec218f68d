import { StoryForm } from '@parlor/story-stage/story-form'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AmountField } from './amount-field.tsx'

function AmountFieldDemo(props: {
  label: string
  currency: string
  decimals: number
  locale: string
  hint?: string
  value?: string
  error?: string
}) {
  const { value, error, ...field } = props
  return (
    <StoryForm defaultValue={value} error={error}>
      {(control) => <AmountField control={control} name="value" {...field} />}
    </StoryForm>
  )
}

const meta = {
  title: 'Form/AmountField',
  component: AmountFieldDemo,
  decorators: [withI18n],
  args: { label: 'Amount', currency: 'PHP', decimals: 2, locale: 'en' },
} satisfies Meta<typeof AmountFieldDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithHint: Story = { args: { hint: 'From 100 to 50,000 PHP.' } }
export const Filled: Story = { args: { value: '1,250.50' } }
export const BelowMinimum: Story = { args: { value: '50', error: 'amountBelowMinimum' } }
export const NoDecimals: Story = {
  args: { currency: 'VND', decimals: 0, locale: 'vi', hint: 'Whole dong only.' },
}
