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

  it('renders nothing without partners', () => {
    const { container } = renderWithI18n(<PartnerStrip label="Our partners" partners={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
