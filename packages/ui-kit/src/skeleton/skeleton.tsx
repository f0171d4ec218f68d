import type { CSSProperties } from 'react'
import './skeleton.css'

/** A placeholder the size of content still loading; hidden from assistive technology. */
export function Skeleton({
  style,
  className,
  slot = 'skeleton',
}: {
  style?: CSSProperties
  className?: string
  /** The part it stands in for (`data-slot`, say `game-tile-art`). */
  slot?: string
}) {
  return (
    <span
      aria-hidden="true"
      data-slot={slot}
      className={['pk-skeleton', className].filter(Boolean).join(' ')}
      style={style}
    />
  )
}
