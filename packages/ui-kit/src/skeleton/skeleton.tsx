import type { CSSProperties } from 'react'
import './skeleton.css'

/** A placeholder the size of content still loading; hidden from assistive technology. */
export function Skeleton({ style, className }: { style?: CSSProperties; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={['pk-skeleton', className].filter(Boolean).join(' ')}
      style={style}
    />
  )
}
