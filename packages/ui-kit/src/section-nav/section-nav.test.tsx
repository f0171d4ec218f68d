import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { SectionNav } from './section-nav.tsx'

describe('SectionNav', () => {
  it('is a named navigation that marks the current page', () => {
    renderWithI18n(
      <SectionNav
        label="Information pages"
        links={[
          { href: '/about', label: 'About us' },
          { href: '/faqs', label: 'FAQs' },
        ]}
        current="/faqs"
      />,
    )
    expect(screen.getByRole('navigation', { name: 'Information pages' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'About us' })).not.toHaveAttribute('aria-current')
  })
})
