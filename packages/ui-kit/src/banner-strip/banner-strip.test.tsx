import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { BannerStrip } from './banner-strip.tsx'

const items = [1, 2, 3].map((n) => ({
  key: n,
  href: '/promotions',
  title: `Offer ${n}`,
  image: `/media/promotions/${n}.svg`,
}))

/** jsdom lays nothing out: give the row a width that overflows, and a scrollBy to watch. */
function layRowOut(scrollLeft = 0) {
  const list = screen.getByRole('list')
  Object.defineProperties(list, {
    scrollWidth: { configurable: true, value: 1000 },
    clientWidth: { configurable: true, value: 300 },
    scrollLeft: { configurable: true, writable: true, value: scrollLeft },
  })
  for (const card of list.children) {
    card.getBoundingClientRect = () => ({ width: 280 }) as DOMRect
  }
  const scrollBy = vi.fn()
  list.scrollBy = scrollBy
  act(() => {
    list.dispatchEvent(new Event('scroll'))
  })
  return { list, scrollBy }
}

describe('BannerStrip', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('links each banner by its title, loading only the first eagerly', () => {
    renderWithI18n(<BannerStrip label="Promotions" items={items} />)
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeInTheDocument()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Offer 1', 'Offer 2', 'Offer 3'])
    expect(links[0]).toHaveAttribute('href', '/promotions')
    const images = document.querySelectorAll('img')
    expect(images[0]).not.toHaveAttribute('loading')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[1]).toHaveAttribute('loading', 'lazy')
  })

  it('scrolls one card per button press, and says when an edge is reached', async () => {
    const user = userEvent.setup()
    renderWithI18n(<BannerStrip label="Promotions" items={items} />)
    const { list, scrollBy } = layRowOut()
    const previous = screen.getByRole('button', { name: 'Previous banner' })
    const next = screen.getByRole('button', { name: 'Next banner' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveAttribute('aria-disabled', 'false')
    expect(next).toHaveAttribute('aria-controls', list.id)

    await user.click(next)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 280, behavior: 'smooth' })
    await user.click(previous)
    expect(scrollBy).toHaveBeenCalledTimes(1)

    list.scrollLeft = 700
    act(() => {
      list.dispatchEvent(new Event('scroll'))
    })
    expect(await screen.findByRole('button', { name: 'Next banner' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(previous)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -280, behavior: 'smooth' })
  })

  it('jumps without animation for players who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }))
    const user = userEvent.setup()
    renderWithI18n(<BannerStrip label="Promotions" items={items} />)
    const { scrollBy } = layRowOut()
    await user.click(screen.getByRole('button', { name: 'Next banner' }))
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 280, behavior: 'auto' })
  })

  it('shows placeholders while loading and nothing when empty', () => {
    const { container, rerender } = renderWithI18n(<BannerStrip label="Promotions" items={null} />)
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('link')).toBeNull()
    rerender(<BannerStrip label="Promotions" items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
