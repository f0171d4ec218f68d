import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LazyImage } from './lazy-image.tsx'

describe('LazyImage', () => {
  it('reserves its box and loads lazily behind a placeholder', () => {
    render(<LazyImage src="/media/a.svg" alt="Dragon Gold" width={300} height={200} />)
    const img = screen.getByRole('img', { name: 'Dragon Gold' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).toHaveAttribute('width', '300')
    expect(img).toHaveAttribute('height', '200')
    const box = img.parentElement as HTMLElement
    expect(box).toHaveAttribute('data-state', 'loading')
    expect(box.style.getPropertyValue('--pk-lazy-image-ratio')).toBe('300 / 200')
    // The loading glyph is the box's CSS: no element per image for a page of tiles to carry.
    expect(box.querySelector('[data-slot="lazy-image-placeholder"]')).toBeNull()

    fireEvent.load(img)
    expect(box).toHaveAttribute('data-state', 'loaded')
  })

  it('loads a first-screen image at once and first when it has priority', () => {
    render(<LazyImage src="/media/a.svg" alt="Dragon Gold" width={300} height={200} priority />)
    const img = screen.getByRole('img', { name: 'Dragon Gold' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    // Marked, so its stylesheet shows it without the fade.
    expect(img.parentElement).toHaveAttribute('data-priority')
  })

  it('keeps the placeholder, named, when the image fails', () => {
    render(<LazyImage src="/media/missing.svg" alt="Dragon Gold" width={300} height={200} />)
    fireEvent.error(screen.getByRole('img', { name: 'Dragon Gold' }))
    expect(document.querySelector('img')).toBeNull()
    const stand_in = screen.getByRole('img', { name: 'Dragon Gold' })
    expect(stand_in).toHaveAttribute('data-slot', 'lazy-image-placeholder')
    expect(stand_in).toHaveAttribute('width', '32')
  })

  it('shows a picture that loaded before the site hydrated the markup of the server', async () => {
    const image = <LazyImage src="/media/a.svg" alt="Dragon Gold" width={300} height={200} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(image)
    document.body.append(container)
    // The load event came and went before the site's code arrived.
    const served = container.querySelector('img') as HTMLImageElement
    Object.defineProperty(served, 'complete', { value: true })
    Object.defineProperty(served, 'naturalWidth', { value: 300 })
    const root = await act(async () => hydrateRoot(container, image))
    expect(container.querySelector('img')).toBe(served)
    expect(served.parentElement).toHaveAttribute('data-state', 'loaded')
    act(() => root.unmount())
    container.remove()
  })
})
