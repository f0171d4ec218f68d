import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RouterLink } from './router-link.tsx'

describe('links of ui-kit and the themes', () => {
  it('refuses a script address and shows the text without a link', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // biome-ignore lint/security/noScriptUrl: the address a link must refuse
    render(<RouterLink href="javascript:alert(1)">Promo</RouterLink>)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Promo')).toBeInTheDocument()
    expect(logged).toHaveBeenCalled()
  })

  it('refuses another site unless the link says it is external', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(<RouterLink href="https://partner.example/">Partner</RouterLink>)
    expect(screen.queryByRole('link')).toBeNull()
    rerender(
      <RouterLink href="https://partner.example/" external>
        Partner
      </RouterLink>,
    )
    const link = screen.getByRole('link', { name: 'Partner' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
