import { StoryForm } from '@parlor/story-stage/story-form'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
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
