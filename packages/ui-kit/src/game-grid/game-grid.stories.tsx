import { favouriteLabels, games, longNamedGame, playHref } from '@parlor/story-stage/game-fixtures'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { GameTile } from '../game-tile/game-tile.tsx'
import { GameGrid } from './game-grid.tsx'

const tiles = games.map((game) => (
  <GameTile
    key={`${game.provider_code}/${game.game_code}`}
    game={game}
    href={playHref(game)}
    labels={favouriteLabels}
  />
))

/** A signed-in player's view: every tile has its favourite button, some pressed. */
const tilesWithFavourites = [...games, longNamedGame].map((game, index) => (
  <GameTile
    key={`${game.provider_code}/${game.game_code}`}
    game={game}
    href={playHref(game)}
    favourite={index % 3 === 1}
    onToggleFavourite={() => {}}
    labels={favouriteLabels}
  />
))

const meta = {
  title: 'Kit/GameGrid',
  component: GameGrid,
  decorators: [withI18n],
  args: { label: 'Slots', children: tiles },
} satisfies Meta<typeof GameGrid>

export default meta
type Story = StoryObj<typeof meta>

/** A full page of tiles: as many columns as fit at the theme's tile width (--pk-tile-min). */
export const Filled: Story = {}
/** Signed in: favourite buttons on every tile, a long name cut short. */
export const WithFavourites: Story = { args: { children: tilesWithFavourites } }
/** While the list loads: square placeholders in the tiles' places. */
export const Loading: Story = { args: { children: null } }
/** A shorter list loading: the caller sets how many placeholders. */
export const LoadingFew: Story = { args: { children: null, placeholders: 4 } }
/** A short list keeps the tile width; it does not stretch to fill the row. */
export const Few: Story = { args: { label: 'Favourites', children: tiles.slice(0, 3) } }
/** A theme with wider tiles sets --pk-tile-min. */
export const WideTiles: Story = {
  render: (args) => (
    <div style={{ ['--pk-tile-min' as string]: '200px' }}>
      <GameGrid {...args} />
    </div>
  ),
}
