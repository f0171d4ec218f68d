import { languageCodes } from '@parlor/contract'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { LanguageSwitch } from './language-switch.tsx'

const meta = {
  title: 'Kit/LanguageSwitch',
  component: LanguageSwitch,
  decorators: [withI18n],
  args: {
    current: 'EN',
    languages: languageCodes,
    // A moment's wait, as a catalog download takes.
    choose: () => new Promise<void>((resolve) => setTimeout(resolve, 400)),
  },
} satisfies Meta<typeof LanguageSwitch>

export default meta
type Story = StoryObj<typeof meta>

/** The globe and the current language's short tag. */
export const English: Story = {}
/** A script a bare system may lack: the list names every language in itself. */
export const Burmese: Story = { args: { current: 'MMK' } }
/** A choice whose texts cannot load: the list says so and stays open. */
export const FailingChoice: Story = {
  args: { choose: () => Promise.reject(new Error('offline')) },
}
