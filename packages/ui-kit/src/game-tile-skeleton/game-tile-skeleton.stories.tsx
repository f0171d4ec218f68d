import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { GameTile } from '../game-tile/game-tile.tsx'
import { GameTileSkeleton } from './game-tile-skeleton.tsx'

const art = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="#8a6100"/><circle cx="150" cy="150" r="80" fill="#ffd54f"/></svg>')}`

const meta = {
  title: 'Kit/GameTileSkeleton',
  component: GameTileSkeleton,
  decorators: [withI18n],
} satisfies Meta<typeof GameTileSkeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  render: () => (
    <div style={{ width: 140 }}>
      <GameTileSkeleton />
    </div>
  ),
}

/** Beside the tile it stands in for: the same height. */
export const BesideATile: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 140px)',
        gap: 12,
        alignItems: 'start',
      }}
    >
      <GameTileSkeleton />
      <GameTile
        game={{
          provider_code: 'JILI',
          game_code: '2',
          game_name: 'Lucky Dragon',
          game_type: 'slot',
          game_image: art,
        }}
        href="/playnow?provider=JILI&game=2"
        labels={{ favourite: 'Add to favourites', unfavourite: 'Remove from favourites' }}
      />
    </div>
  ),
}
