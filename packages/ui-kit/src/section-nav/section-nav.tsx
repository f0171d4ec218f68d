import { useEffect, useRef } from 'react'
import { AppLink } from '../navigation/app-link.tsx'
import './section-nav.css'

export interface SectionNavLink {
  readonly href: string
  readonly label: string
}

export interface SectionNavProps {
  /** Names the navigation landmark ("Information pages"). */
  readonly label: string
  readonly links: readonly SectionNavLink[]
  /** The href of the page showing now: marked as current, for sight and for screen readers. */
  readonly current?: string
}

/** Links between the sibling pages of one section (the information pages), the current marked. */
export function SectionNav({ label, links, current }: SectionNavProps) {
  const list = useRef<HTMLUListElement>(null)
  // On a phone the row scrolls: bring the current link into it, without moving the page.
  useEffect(() => {
    const row = list.current
    if (!current || !row) return
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!active || row.scrollWidth <= row.clientWidth) return
    row.scrollLeft = active.offsetLeft - row.offsetLeft - 16
  }, [current])
  return (
    <nav className="pk-section-nav" data-slot="section-nav" aria-label={label}>
      <ul className="pk-section-nav__list" ref={list}>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink
              href={link.href}
              className="pk-section-nav__link"
              aria-current={link.href === current ? 'page' : undefined}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
