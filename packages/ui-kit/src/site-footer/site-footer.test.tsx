import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { infoPageLinks } from './info-page-links.ts'
import { SiteFooter } from './site-footer.tsx'

const accounts = [
  {
    type: 'telegram',
    name: '@parlordemo',
    url: 'https://t.me/parlordemo',
    icon: '/media/social/telegram.svg',
  },
]

describe('SiteFooter', () => {
  it('lists the seven information pages with their names', () => {
    const { i18n } = renderWithI18n(<div />)
    expect(infoPageLinks(i18n)).toEqual([
      { href: '/about', label: 'About us' },
      { href: '/privacy-policy', label: 'Privacy policy' },
      { href: '/banking', label: 'Banking' },
      { href: '/faqs', label: 'FAQs' },
      { href: '/responsible-gaming', label: 'Responsible gaming' },
      { href: '/term-condition', label: 'Terms and conditions' },
      { href: '/contact-us', label: 'Contact us' },
    ])
  })

  it('is the page footer with pages, social accounts, the 18+ note and the copyright', () => {
    const { i18n, rerender } = renderWithI18n(<div />)
    rerender(
      <SiteFooter
        siteName="Golden Lantern"
        logo={{ src: '/logo.svg', alt: 'Golden Lantern' }}
        infoLinks={infoPageLinks(i18n)}
        socialAccounts={accounts}
      >
        <p>Partners</p>
      </SiteFooter>,
    )
    const footer = screen.getByRole('contentinfo')
    const pages = within(footer).getByRole('navigation', { name: 'Information' })
    expect(within(pages).getAllByRole('link')).toHaveLength(7)
    expect(within(pages).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs')
    const telegram = within(footer).getByRole('link', { name: /Telegram\s*@parlordemo/ })
    expect(telegram).toHaveAttribute('href', 'https://t.me/parlordemo')
    expect(telegram).toHaveAttribute('target', '_blank')
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer')
    expect(telegram).toHaveAccessibleName(/opens in a new tab/)
    expect(within(footer).getByRole('img', { name: 'Golden Lantern' })).toBeVisible()
    expect(footer).toHaveTextContent('18+')
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Golden Lantern.`)
    expect(within(footer).getByText('Partners')).toBeVisible()
  })

  it('leaves out the social section when the site has no accounts', () => {
    renderWithI18n(<SiteFooter siteName="Parlor" infoLinks={[]} socialAccounts={[]} />)
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument()
    expect(screen.getByText('Parlor')).toBeVisible()
  })
})
