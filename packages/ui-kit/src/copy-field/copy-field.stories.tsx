import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { CopyField } from './copy-field.tsx'

const meta = {
  title: 'Kit/CopyField',
  component: CopyField,
  decorators: [withI18n],
  // copyLabel is the story's English while "Copy" follows the toolbar; the site translates both.
  parameters: {
    a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } },
  },
  args: {
    label: 'Your invitation link',
    value: 'https://aff.template1.localhost/register?ref=lucky_player',
    copyLabel: 'Copy invitation link',
  },
} satisfies Meta<typeof CopyField>

export default meta
type Story = StoryObj<typeof meta>

/** Press Copy: the clipboard takes the text and the status says "Copied". */
export const Copies: Story = { args: { writeText: () => Promise.resolve() } }

/** A short value, such as a referral code. */
export const ShortValue: Story = {
  args: {
    label: 'Your referral code',
    value: 'lucky_player',
    copyLabel: 'Copy referral code',
    writeText: () => Promise.resolve(),
  },
}

/** The clipboard refuses: the text is selected for the device's own copy command. */
export const ClipboardRefused: Story = {
  args: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
}
