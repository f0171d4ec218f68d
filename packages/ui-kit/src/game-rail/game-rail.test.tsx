import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { GameRail } from './game-rail.tsx'

describe('GameRail', () => {
  it('shows placeholder tiles, marked busy, while its games load', () => {
    renderWithI18n(
      <GameRail title="Hot games" seeAllHref="/hot" placeholders={4}>
        {null}
      </GameRail>,
    )
    const list = screen.getByRole('list', { name: 'Hot games' })
    expect(list).toHaveAttribute('aria-busy', 'true')
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(list.querySelectorAll('[data-slot="game-tile-skeleton"]')).toHaveLength(4)
  })

  it('lists its tiles under its heading, with a link to the whole list', () => {
    renderWithI18n(
      <GameRail title="Hot games" seeAllHref="/hot">
        {[
          <a key="a" href="/playnow?provider=JILI&game=2">
            Lucky Dragon
          </a>,
          <span key="b">Jade Koi</span>,
        ]}
      </GameRail>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Hot games' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Hot games' })
    expect(list).toHaveAttribute('aria-busy', 'false')
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(list.querySelector('[data-slot="game-tile-skeleton"]')).toBeNull()
    expect(screen.getByRole('link', { name: 'See all: Hot games' })).toHaveAttribute('href', '/hot')
  })

  it('renders nothing for an empty list', () => {
    const { container } = renderWithI18n(<GameRail title="New games">{[]}</GameRail>)
    expect(container).toBeEmptyDOMElement()
  })
})
