import type { Game } from '@parlor/contract'
import type { MouseEvent } from 'react'
import { LazyImage } from '../lazy-image/lazy-image.tsx'
import './game-tile.css'

export interface GameTileProps {
  readonly game: Game
  /** Where the tile's link goes (the play page); the click handler may open it instead. */
  readonly href: string
  readonly onPlay?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** Omitted: no favourite toggle (guests). */
  readonly favourite?: boolean
  readonly onToggleFavourite?: () => void
  /** Labels come from the caller, already translated. */
  readonly labels: { readonly favourite: string; readonly unfavourite: string }
  /** Among the first tiles on screen: its artwork loads at once (LazyImage's `priority`). */
  readonly priority?: boolean
}

/**
 * A game as a fixed-ratio tile: the artwork's box is reserved before it loads, so lists never
 * shift; images below the fold load lazily, with the 32 px placeholder until they arrive (and
 * instead of a broken image).
 */
export function GameTile({
  game,
  href,
  onPlay,
  favourite,
  onToggleFavourite,
  labels,
  priority,
}: GameTileProps) {
  return (
    <article className="pk-game-tile" data-slot="game-tile">
      <a className="pk-game-tile__play" data-slot="game-tile-play" href={href} onClick={onPlay}>
        <LazyImage
          className="pk-game-tile__art"
          slot="game-tile-art"
          src={game.game_image}
          alt=""
          width={300}
          height={300}
          {...(priority ? { priority } : {})}
        />
        <span className="pk-game-tile__name" data-slot="game-tile-name">
          {game.game_name}
        </span>
      </a>
      <span className="pk-game-tile__provider" data-slot="game-tile-provider">
        {game.provider_code}
      </span>
      {favourite !== undefined && onToggleFavourite ? (
        <button
          type="button"
          className="pk-game-tile__favourite"
          data-slot="game-tile-favourite"
          aria-pressed={favourite}
          aria-label={`${favourite ? labels.unfavourite : labels.favourite}: ${game.game_name}`}
          onClick={onToggleFavourite}
        >
          {favourite ? '♥' : '♡'}
        </button>
      ) : null}
    </article>
  )
}
