import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormError } from './form-error.tsx'

const meta = {
  title: 'Form/FormError',
  component: FormError,
  decorators: [withI18n],
  args: { children: 'We could not sign you in. Check your details and try again.' },
} satisfies Meta<typeof FormError>

export default meta
type Story = StoryObj<typeof meta>

export const WithMessage: Story = {}
/** Nothing to say: nothing is rendered. */
export const Empty: Story = { args: { children: undefined } }
