import type { CSSProperties } from 'react'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import './spinner.css'

export interface SpinnerProps {
  /** What is loading ("Loading games"): announced, not shown. */
  readonly label: string
  /** Diameter in px; 24 by default. */
  readonly size?: number
}

/** A loading indicator; its status role makes screen readers announce the label politely. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  return (
    <span
      role="status"
      className="pk-spinner"
      data-slot="spinner"
      style={{ '--pk-spinner-size': `${size}px` } as CSSProperties}
    >
      <span className="pk-spinner__ring" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  )
}
