import type { ReactNode } from 'react'
import './visually-hidden.css'

/** Text for assistive technology only: a label the design shows as an icon, a state, a unit. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className="pk-visually-hidden" data-slot="visually-hidden" id={id}>
      {children}
    </span>
  )
}
