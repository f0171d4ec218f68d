import type { Meta, StoryObj } from '@storybook/react-vite'
import { StoryForm } from '../stories/story-form.tsx'
import { withI18n } from '../stories/with-i18n.tsx'
import { PasswordField } from './password-field.tsx'

function PasswordFieldDemo(props: {
  label: string
  hint?: string
  autoComplete?: string
  value?: string
  error?: string
}) {
  const { value, error, ...field } = props
  return (
    <StoryForm defaultValue={value} error={error}>
      {(control) => <PasswordField control={control} name="value" {...field} />}
    </StoryForm>
  )
}

const meta = {
  title: 'Form/PasswordField',
  component: PasswordFieldDemo,
  decorators: [withI18n],
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordFieldDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { value: 'correct horse' } }
export const NewPassword: Story = {
  args: { label: 'New password', hint: '8 to 64 characters.', autoComplete: 'new-password' },
}
export const WithError: Story = { args: { value: 'short', error: 'passwordTooShort' } }
export const Mismatch: Story = {
  args: { label: 'Confirm password', value: 'correct horsf', error: 'passwordsDoNotMatch' },
}
