import type { ReactNode } from 'react'

/**
 * A link to a page of the site. The game may sit in the site's frame: `_top` leaves the frame for
 * the whole tab instead of opening the site inside it.
 */
export function TopLink({
  href,
  children,
  variant = 'action',
}: {
  href: string
  children: ReactNode
  variant?: 'action' | 'quiet'
}) {
  return (
    <a href={href} target="_top" className={`demo-slot__link demo-slot__link--${variant}`}>
      {children}
    </a>
  )
}
