import type { ReactNode } from 'react'
import { Skeleton } from '../skeleton/skeleton.tsx'
import './stat-figures.css'

export interface StatFigure {
  readonly key: string
  /** What the figure counts, translated ("Withdrawn in the last hour"). */
  readonly label: string
  /** The figure: a number or an Amount. */
  readonly value: ReactNode
}

export interface StatFiguresProps {
  /** Figures, or null while loading. An empty list renders nothing. */
  readonly items: readonly StatFigure[] | null
  /** How many placeholders stand in while loading. */
  readonly placeholders?: number
}

/**
 * Headline figures (social proof on the home page): each a large value over its label. A `<dl>`,
 * so readers pair every value with what it counts; the value shows first, the label is read first.
 */
export function StatFigures({ items, placeholders = 6 }: StatFiguresProps) {
  if (items !== null && items.length === 0) return null
  if (items === null) {
    return (
      <div className="pk-stat-figures" data-slot="stat-figures" aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="pk-stat-figures__figure" data-slot="stat-figures-figure">
            <Skeleton className="pk-stat-figures__placeholder-label" />
            <Skeleton className="pk-stat-figures__placeholder-value" />
          </div>
        ))}
      </div>
    )
  }
  return (
    <dl className="pk-stat-figures" data-slot="stat-figures">
      {items.map((item) => (
        <div key={item.key} className="pk-stat-figures__figure" data-slot="stat-figures-figure">
          <dt className="pk-stat-figures__label">{item.label}</dt>
          <dd className="pk-stat-figures__value" data-slot="stat-figures-value">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
