import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../button/button.tsx'
import { SiteNav } from '../site-nav/site-nav.tsx'
import { siteMenu } from '../site-nav/site-nav-fixtures.ts'
import { MobileNavDrawer } from './mobile-nav-drawer.tsx'

const menu = (
  <SiteNav label="Main menu" items={siteMenu} currentPath="/slots" orientation="vertical" />
)

const meta = {
  title: 'Kit/MobileNavDrawer',
  component: MobileNavDrawer,
  decorators: [withI18n],
  args: { label: 'Menu', open: true, onOpenChange: () => {}, children: menu },
} satisfies Meta<typeof MobileNavDrawer>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
/** The current page sits in the "More" group. */
export const CurrentInGroup: Story = {
  args: {
    children: (
      <SiteNav label="Main menu" items={siteMenu} currentPath="/news" orientation="vertical" />
    ),
  },
}
/** Closed until the header's menu button opens it; focus comes back to the button. */
export const OpenedByAMenuButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(true)}>
          Menu
        </Button>
        <MobileNavDrawer {...args} open={open} onOpenChange={setOpen} />
      </>
    )
  },
}
