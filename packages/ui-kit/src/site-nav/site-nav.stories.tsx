import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { SiteNav } from './site-nav.tsx'
import { siteMenu } from './site-nav-fixtures.ts'

const withIcons = siteMenu.map((item) => ({
  ...item,
  icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="#f5b301"/></svg>')}`,
}))

const meta = {
  title: 'Kit/SiteNav',
  component: SiteNav,
  decorators: [withI18n],
  args: { label: 'Main menu', items: siteMenu, currentPath: '/slots' },
} satisfies Meta<typeof SiteNav>

export default meta
type Story = StoryObj<typeof meta>

/** Across a wide header; "More" drops its list down. */
export const Horizontal: Story = {}
export const WithIcons: Story = { args: { items: withIcons } }
/** The current page sits in a group: its button carries the mark. */
export const CurrentInGroup: Story = { args: { currentPath: '/news' } }
export const NoneCurrent: Story = { args: { currentPath: undefined } }
/** In a drawer or a side rail: a column, nested lists open in place. */
export const Vertical: Story = {
  args: { orientation: 'vertical', items: withIcons },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
}
/** Narrow: the row wraps rather than scrolling, so a dropped list is never clipped. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
}
