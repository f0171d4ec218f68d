import { Skeleton } from '../skeleton/skeleton.tsx'
import './game-tile-skeleton.css'

/**
 * A game tile still loading, the size of a GameTile: square artwork, then its name line, then its
 * provider line. Lists swap it for the tile without anything below them moving.
 */
export function GameTileSkeleton() {
  return (
    <span className="pk-game-tile-skeleton" data-slot="game-tile-skeleton">
      <Skeleton className="pk-game-tile-skeleton__art" />
      <Skeleton className="pk-game-tile-skeleton__name" />
      <Skeleton className="pk-game-tile-skeleton__provider" />
    </span>
  )
}
