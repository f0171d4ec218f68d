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
    <article className="pk-game-tile">
      <a className="pk-game-tile__play" href={href} onClick={onPlay}>
        <LazyImage
          className="pk-game-tile__art"
          src={game.game_image}
          alt=""
          width={300}
          height={300}
          {...(priority ? { priority } : {})}
        />
        <span className="pk-game-tile__name">{game.game_name}</span>
      </a>
      <span className="pk-game-tile__provider">{game.provider_code}</span>
      {favourite !== undefined && onToggleFavourite ? (
        <button
          type="button"
          className="pk-game-tile__favourite"
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
