import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { PartnerStrip } from './partner-strip.tsx'

describe('PartnerStrip', () => {
  it('links each logo out in a new tab without an opener, named by the partner', () => {
    renderWithI18n(
      <PartnerStrip
        label="Our partners"
        partners={[
          {
            href: 'https://jili.example',
            img_url: '/media/partners/JILI.svg',
            partner_name: 'JILI',
          },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Our partners' })
    const link = within(list).getByRole('link', { name: 'JILI' })
    expect(link).toHaveAttribute('href', 'https://jili.example')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('leaves out a partner whose link is not a web address', () => {
    const partner = (href: string, partner_name: string) => ({
      href,
      img_url: `/media/partners/${partner_name}.svg`,
      partner_name,
    })
    renderWithI18n(
      <PartnerStrip
        label="Our partners"
        partners={[
          partner('data:text/html,<script>alert(1)</script>', 'Data'),
          partner('https://jili.example', 'JILI'),
          partner('javascript:alert(1)', 'Script'),
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Our partners' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://jili.example'])
    expect(within(list).queryByAltText('Data')).toBeNull()
    expect(within(list).queryByAltText('Script')).toBeNull()
  })

  it('renders nothing when no partner has a web address', () => {
    const { container } = renderWithI18n(
      <PartnerStrip
        label="Our partners"
        partners={[{ href: 'javascript:alert(1)', img_url: '/x.svg', partner_name: 'Script' }]}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('renders nothing without partners', () => {
    const { container } = renderWithI18n(<PartnerStrip label="Our partners" partners={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
