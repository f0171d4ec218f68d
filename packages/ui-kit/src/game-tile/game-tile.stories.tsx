import type { Game } from '@parlor/contract'
import { favouriteLabels, games, longNamedGame, playHref } from '@parlor/story-stage/game-fixtures'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { GameGrid } from '../game-grid/game-grid.tsx'
import { GameTile } from './game-tile.tsx'

const game = games[0] as Game

/** Tiles take their list's column; the story shows one in a GameGrid cell, at the theme's width. */
const gridCell: Decorator = (Story) => <GameGrid label="Slots">{[Story()]}</GameGrid>

const meta = {
  title: 'Kit/GameTile',
  component: GameTile,
  decorators: [gridCell, withI18n],
  args: {
    game,
    href: playHref(game),
    // The shell opens the game here; the story stays put.
    onPlay: (event) => event.preventDefault(),
    labels: favouriteLabels,
  },
} satisfies Meta<typeof GameTile>

export default meta
type Story = StoryObj<typeof meta>

/** A guest: artwork, name and provider, no favourite button. */
export const Guest: Story = {}
/** A signed-in player: the favourite button, not pressed. */
export const NotFavourite: Story = { args: { favourite: false, onToggleFavourite: () => {} } }
/** One of the player's favourites: the button pressed. */
export const Favourite: Story = { args: { favourite: true, onToggleFavourite: () => {} } }
export const Interactive: Story = {
  args: { favourite: false, onToggleFavourite: () => {} },
  render: function Render(args) {
    const [favourite, setFavourite] = useState(args.favourite)
    return (
      <GameTile
        {...args}
        favourite={favourite}
        onToggleFavourite={() => setFavourite((current) => !current)}
      />
    )
  },
}
/** A name longer than the tile: one line, cut with an ellipsis, under the favourite button. */
export const LongName: Story = {
  args: {
    game: longNamedGame,
    href: playHref(longNamedGame),
    favourite: true,
    onToggleFavourite: () => {},
  },
}
/** Artwork that fails to load keeps its square, so the name and the list below never move. */
export const BrokenImage: Story = {
  args: {
    game: { ...game, game_image: '/media/games/JILI/missing.svg' },
    favourite: false,
    onToggleFavourite: () => {},
  },
}
