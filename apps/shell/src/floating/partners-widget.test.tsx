import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Partner } from '@parlor/contract'
import { initialLayout, layoutAtom } from '@parlor/core'
import { render, screen, within } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import PartnersModal from '../modals/partners-modal.tsx'
import { PartnersWidget } from './partners-widget.tsx'

const partner = (href: string, partner_name: string): Partner => ({
  href,
  img_url: `/media/partners/${partner_name}.svg`,
  partner_name,
})

/**
 * What an operator's list (or a layout stored by an older build, which no schema re-reads) may
 * still hold: links that run code when followed, beside real ones.
 */
const partners = [
  partner('data:text/html,<script>alert(document.cookie)</script>', 'DataCo'),
  partner('https://jili.example', 'JILI'),
  partner(' JaVaScRiPt:alert(1)', 'ScriptCo'),
  partner('http://pg.example/soft', 'PG'),
]

function renderWithPartners(element: ReactNode, list: readonly Partner[] = partners) {
  const store = createStore()
  store.set(layoutAtom, {
    ...initialLayout,
    partners: [...list],
    display: { ...initialLayout.display, partnerSection: true },
  })
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{element}</I18nProvider>
    </Provider>,
  )
}

describe('the partners widget', () => {
  it('renders only partners whose link is a web address, never a data: or javascript: link', () => {
    renderWithPartners(<PartnersWidget />)
    const widget = screen.getByRole('complementary', { name: 'Our partners' })
    const links = within(widget).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://jili.example',
      'http://pg.example/soft',
    ])
    expect(within(widget).queryByAltText('DataCo')).toBeNull()
    expect(within(widget).queryByAltText('ScriptCo')).toBeNull()
  })

  it('is left out when no partner has a web address', () => {
    const scripts = partners.filter((p) => !p.href.startsWith('http'))
    const { container } = renderWithPartners(<PartnersWidget />, scripts)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the partners modal', () => {
  it('lists only partners whose link is a web address', () => {
    renderWithPartners(<PartnersModal onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Our partners' })
    const links = within(dialog).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['JILI', 'PG'])
    expect(within(dialog).queryByText('DataCo')).toBeNull()
    expect(within(dialog).queryByText('ScriptCo')).toBeNull()
  })
})
