import '../game-tile/game-tile.css'
import { Skeleton } from '../skeleton/skeleton.tsx'
import './game-tile-skeleton.css'

/**
 * A game tile still loading, built of GameTile's own parts (artwork, name line, provider line), so
 * a theme that reshapes its tiles reshapes this one too and a list swaps it for the tile without
 * anything below moving. Hidden from assistive technology: the list says it is busy.
 */
export function GameTileSkeleton() {
  return (
    <span className="pk-game-tile" data-slot="game-tile-skeleton" aria-hidden="true">
      <span className="pk-game-tile__play" data-slot="game-tile-play">
        <Skeleton className="pk-game-tile__art" slot="game-tile-art" />
        <span className="pk-game-tile__name" data-slot="game-tile-name">
          <Skeleton className="pk-game-tile-skeleton__line" />
        </span>
      </span>
      <span className="pk-game-tile__provider" data-slot="game-tile-provider">
        <Skeleton className="pk-game-tile-skeleton__line pk-game-tile-skeleton__line--short" />
      </span>
    </span>
  )
}
