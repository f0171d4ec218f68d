import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { isCurrentPath } from './menu-path.ts'
import { SiteNav } from './site-nav.tsx'
import { siteMenu } from './site-nav-fixtures.ts'

function renderNav(currentPath?: string, onNavigate?: () => void) {
  const user = userEvent.setup()
  renderWithI18n(
    <>
      <SiteNav
        label="Main menu"
        items={siteMenu}
        currentPath={currentPath}
        onNavigate={onNavigate}
      />
      <button type="button">Elsewhere</button>
    </>,
  )
  return { user, more: screen.getByRole('button', { name: 'More' }) }
}

describe('SiteNav', () => {
  it('is a named navigation with the platform names and the current page marked', () => {
    renderNav('/slots')
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/casino')
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('data-current', 'page')
    expect(screen.getByRole('link', { name: 'Hot games' })).not.toHaveAttribute('aria-current')
  })

  it('opens an operator address in a new tab, named as such', () => {
    renderNav()
    const blog = screen.getByRole('link', { name: /^Our blog\s*\(opens in a new tab\)$/ })
    expect(blog).toHaveAttribute('target', '_blank')
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows and hides a nested list with its disclosure button', async () => {
    const { user, more } = renderNav()
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'News' })).not.toBeInTheDocument()
    await user.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'News' })).toBeVisible()
    await user.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, more } = renderNav()
    await user.click(more)
    await user.tab()
    expect(screen.getByRole('link', { name: 'News' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(more).toHaveFocus()
  })

  it('closes when focus leaves it', async () => {
    const { user, more } = renderNav()
    more.focus()
    await user.keyboard('{Enter}')
    expect(more).toHaveAttribute('aria-expanded', 'true')
    for (let i = 0; i < 5; i += 1) await user.tab()
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()
    expect(more).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on a click elsewhere, and on following one of its links', async () => {
    const onNavigate = vi.fn((event?: unknown) => event)
    const { user, more } = renderNav(undefined, () => onNavigate())
    await user.click(more)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    const news = screen.getByRole('link', { name: 'News' })
    news.addEventListener('click', (event) => event.preventDefault())
    await user.click(news)
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(onNavigate).toHaveBeenCalledOnce()
  })

  it('marks the group holding the current page', async () => {
    const { user, more } = renderNav('/leaderboard')
    expect(more).toHaveAttribute('data-current-branch', 'true')
    expect(more).toHaveAttribute('data-current', 'branch')
    await user.click(more)
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

describe('isCurrentPath', () => {
  it('matches the page and its section, the home page only itself', () => {
    expect(isCurrentPath('/slots', '/slots/')).toBe(true)
    expect(isCurrentPath('/slots', '/slots/jili')).toBe(true)
    expect(isCurrentPath('/slots', '/slotsplus')).toBe(false)
    expect(isCurrentPath('/', '/slots')).toBe(false)
    expect(isCurrentPath('/', '/')).toBe(true)
    expect(isCurrentPath('https://example.com/', '/')).toBe(false)
  })
})
