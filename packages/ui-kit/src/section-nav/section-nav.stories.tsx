import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { SectionNav } from './section-nav.tsx'

const meta = {
  title: 'Kit/SectionNav',
  component: SectionNav,
  decorators: [withI18n],
  args: {
    label: 'Information pages',
    links: [
      { href: '/about', label: 'About us' },
      { href: '/privacy-policy', label: 'Privacy policy' },
      { href: '/banking', label: 'Banking' },
      { href: '/faqs', label: 'FAQs' },
      { href: '/responsible-gaming', label: 'Responsible gaming' },
      { href: '/term-condition', label: 'Terms and conditions' },
    ],
    current: '/banking',
  },
} satisfies Meta<typeof SectionNav>

export default meta
type Story = StoryObj<typeof meta>

export const CurrentPage: Story = {}
/** On a phone the links scroll sideways in one row. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
}
export const NoneCurrent: Story = { args: { current: undefined } }
