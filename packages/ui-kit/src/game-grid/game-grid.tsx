import type { ReactNode } from 'react'
import { GameTileSkeleton } from '../game-tile-skeleton/game-tile-skeleton.tsx'
import './game-grid.css'

export interface GameGridProps {
  readonly label: string
  /** Tiles, or null while loading: the grid then shows as many tile-shaped placeholders. */
  readonly children: readonly ReactNode[] | null
  readonly placeholders?: number
}

/** A responsive list of game tiles; the theme sets the tile width through --pk-tile-min. */
export function GameGrid({ label, children, placeholders = 12 }: GameGridProps) {
  const items =
    children ??
    Array.from({ length: placeholders }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <GameTileSkeleton key={i} />
    ))
  return (
    <ul className="pk-game-grid" aria-label={label} aria-busy={children === null}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiles carry their own keys inside
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}
