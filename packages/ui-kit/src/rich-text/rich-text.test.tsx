import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RichText } from './rich-text.tsx'

describe('RichText', () => {
  it('keeps the text and drops scripts and event handlers', () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    const { container } = render(
      <RichText
        as="article"
        html={
          '<h2>Banking</h2><p>Deposits settle at once.</p><img src=x onerror=alert(1)>' +
          '<script>alert(2)</script><a href="javascript:alert(3)">tap</a>'
        }
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Banking' })).toBeVisible()
    expect(screen.getByText('Deposits settle at once.')).toBeVisible()
    expect(container.querySelector('script')).toBeNull()
    const img = container.querySelector('img')
    expect(img?.getAttribute('onerror')).toBeNull()
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i)
    expect(container.innerHTML).not.toMatch(/alert/)
    expect(alert).not.toHaveBeenCalled()
    expect(container.firstElementChild?.tagName).toBe('ARTICLE')
  })

  it('opens operator links in a new tab without handing over the site', () => {
    const { container } = render(
      <RichText html={'<a href="https://example.com" target="_blank">Partner</a>'} />,
    )
    const link = container.querySelector('a')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link?.getAttribute('rel')).toContain('noopener')
  })
})
