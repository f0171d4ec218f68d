import { StoryForm } from '@parlor/story-stage/story-form'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { CheckboxField } from './checkbox-field.tsx'

function CheckboxFieldDemo(props: {
  label: ReactNode
  hint?: string
  value?: boolean
  error?: string
}) {
  const { value = false, error, ...field } = props
  return (
    <StoryForm defaultValue={value} error={error}>
      {(control) => <CheckboxField control={control} name="value" {...field} />}
    </StoryForm>
  )
}

const meta = {
  title: 'Form/CheckboxField',
  component: CheckboxFieldDemo,
  decorators: [withI18n],
  args: { label: 'Remember me' },
} satisfies Meta<typeof CheckboxFieldDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {}
export const Checked: Story = { args: { value: true } }
export const WithLink: Story = {
  args: {
    label: (
      <>
        I am over 18 and accept the <a href="/terms">terms and conditions</a>
      </>
    ),
  },
}
export const WithError: Story = { args: { label: 'I accept the terms', error: 'fieldInvalid' } }
