import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GameTile } from './game-tile.tsx'

const game = {
  provider_code: 'JILI',
  game_code: 'jili-001',
  game_name: 'Fortune Gems',
  game_type: 'slots',
  game_image: '/media/games/jili-001.svg',
}
const labels = { favourite: 'Add to favourites', unfavourite: 'Remove from favourites' }

function artwork(container: HTMLElement) {
  const box = container.querySelector('[data-slot="game-tile-art"]')
  if (!box) throw new Error('The tile has no artwork box')
  return box
}

describe('GameTile', () => {
  it('holds the artwork’s square box with the placeholder until the image arrives', () => {
    const { container } = render(<GameTile game={game} href="/playnow" labels={labels} />)
    const box = artwork(container)
    expect(box).toHaveAttribute('data-state', 'loading')
    const image = box.querySelector('img')
    expect(image).toHaveAttribute('loading', 'lazy')
    if (image) fireEvent.load(image)
    expect(box).toHaveAttribute('data-state', 'loaded')
  })

  it('keeps the placeholder, not a broken image, when the artwork fails', () => {
    const { container } = render(<GameTile game={game} href="/playnow" labels={labels} />)
    const image = artwork(container).querySelector('img')
    if (image) fireEvent.error(image)
    expect(artwork(container)).toHaveAttribute('data-state', 'failed')
    expect(artwork(container).querySelector('img')).toBeNull()
    expect(artwork(container).querySelector('.pk-lazy-image__placeholder')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Fortune Gems' })).toHaveAttribute('href', '/playnow')
  })
})
