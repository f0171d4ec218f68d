import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { mainContentId, SkipLink } from './skip-link.tsx'

describe('SkipLink', () => {
  it('is the first stop of the keyboard and leads to the main content', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <>
        <SkipLink />
        <a href="/deposit">Deposit</a>
        <main id={mainContentId}>Games</main>
      </>,
    )
    await user.tab()
    const link = screen.getByRole('link', { name: 'Skip to content' })
    expect(link).toHaveFocus()
    expect(link).toHaveAttribute('href', '#main')
  })
})
