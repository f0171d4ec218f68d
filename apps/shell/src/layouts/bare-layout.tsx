import type { ReactNode } from 'react'
import './bare-layout.css'

/** The default layout: no site chrome, for the game frame and the preloader window. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="bare-layout">
      {children}
    </main>
  )
}
