import { useLingui } from '@lingui/react'
import type { Game } from '@parlor/contract'
import { playnowPath } from '@parlor/core'
import { GameTile } from '@parlor/ui-kit'
import type { ReactElement } from 'react'
import type { FavouriteToggle } from './use-favourite-toggle.ts'
import type { usePlayGame } from './use-play-game.ts'

export interface LobbyTileProps {
  readonly game: Game
  /** From `usePlayGame()`, called once by the list rather than by every tile. */
  readonly play: ReturnType<typeof usePlayGame>
  /** From `useFavouriteToggle()`: null for guests, who get no heart. */
  readonly favourites: FavouriteToggle | null
  /** Among the first tiles on screen: its artwork loads at once. */
  readonly priority?: boolean
}

/**
 * A game tile of the lobby: a link to the game's play page (so it works without script and opens
 * in a new tab on a middle click) that launches the game where the device wants it, with the
 * favourite heart for signed-in players.
 */
export function LobbyTile({ game, play, favourites, priority }: LobbyTileProps) {
  const { i18n } = useLingui()
  const labels = {
    favourite: i18n._({ id: 'games.favourite', message: 'Add to favourites' }),
    unfavourite: i18n._({ id: 'games.unfavourite', message: 'Remove from favourites' }),
  }
  return (
    <GameTile
      game={game}
      href={playnowPath(game)}
      onPlay={(event) => {
        // A modified click (new tab, new window) is the browser's to handle.
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return
        }
        play(game, event)
      }}
      labels={labels}
      {...(priority ? { priority } : {})}
      {...(favourites
        ? {
            favourite: favourites.isFavourite(game),
            onToggleFavourite: () => favourites.toggle(game),
          }
        : {})}
    />
  )
}

/**
 * A list's games as lobby tiles, each keyed by its provider and game code; the first `prioritised`
 * (the first screen's, where a list leads its page) load their artwork at once.
 */
export function lobbyTiles(
  games: readonly Game[],
  play: LobbyTileProps['play'],
  favourites: LobbyTileProps['favourites'],
  prioritised = 0,
): ReactElement[] {
  return games.map((game, index) => (
    <LobbyTile
      key={`${game.provider_code}/${game.game_code}`}
      game={game}
      play={play}
      favourites={favourites}
      priority={index < prioritised}
    />
  ))
}
