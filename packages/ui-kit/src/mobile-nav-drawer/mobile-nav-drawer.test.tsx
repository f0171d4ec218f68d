import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { SiteNav } from '../site-nav/site-nav.tsx'
import { siteMenu } from '../site-nav/site-nav-fixtures.ts'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { MobileNavDrawer } from './mobile-nav-drawer.tsx'

/** A header's menu button opening the drawer through state, as a theme does. */
function Header() {
  const [open, setOpen] = useState(false)
  return (
    <header>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Open the menu
      </button>
      <MobileNavDrawer label="Menu" open={open} onOpenChange={setOpen}>
        <SiteNav
          label="Main menu"
          items={siteMenu}
          orientation="vertical"
          onNavigate={() => setOpen(false)}
        />
      </MobileNavDrawer>
    </header>
  )
}

async function openDrawer() {
  const user = userEvent.setup()
  renderWithI18n(<Header />)
  const opener = screen.getByRole('button', { name: 'Open the menu' })
  await user.click(opener)
  const drawer = await screen.findByRole('dialog', { name: 'Menu' })
  return { user, opener, drawer }
}

describe('MobileNavDrawer', () => {
  it('is a named dialog holding the menu, with focus inside', async () => {
    const { drawer } = await openDrawer()
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }))
    expect(drawer).toContainElement(document.activeElement as HTMLElement)
  })

  it('keeps focus inside while tabbing', async () => {
    const { user, drawer } = await openDrawer()
    for (let i = 0; i < 12; i += 1) {
      await user.tab()
      expect(drawer).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, opener } = await openDrawer()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })

  it('closes with its close button', async () => {
    const { user, opener } = await openDrawer()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })

  it('lets Escape close an open list inside before the drawer itself', async () => {
    const { user } = await openDrawer()
    const more = screen.getByRole('button', { name: 'More' })
    await user.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes when a link in it is followed', async () => {
    const { user } = await openDrawer()
    const slots = screen.getByRole('link', { name: 'Slots' })
    slots.addEventListener('click', (event) => event.preventDefault())
    await user.click(slots)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
