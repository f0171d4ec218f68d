import type { MenuItem } from '@parlor/contract'
import { SiteNavGroup } from './site-nav-group.tsx'
import { SiteNavLink } from './site-nav-link.tsx'
import './site-nav.css'

export type SiteNavOrientation = 'horizontal' | 'vertical'

export interface SiteNavProps {
  /** Names the navigation landmark ("Main menu"). */
  readonly label: string
  /** The site's menu as startup answered it (already filtered to the site's categories). */
  readonly items: readonly MenuItem[]
  /** The path showing now: its item is marked as the current page. */
  readonly currentPath?: string
  /**
   * `horizontal` (default): a row across a wide header, nested lists drop down below their
   * button. `vertical`: a column, for a drawer or a side rail, nested lists open in place.
   */
  readonly orientation?: SiteNavOrientation
  /** The theme frame's region the menu fills (`data-region`), for themes to select it. */
  readonly region?: string
  /** Called when a link is followed, so a drawer holding the menu can close. */
  readonly onNavigate?: () => void
  readonly className?: string
}

/** The site's menu: names in the player's language, the current page marked, no menu library. */
export function SiteNav({
  label,
  items,
  currentPath,
  orientation = 'horizontal',
  onNavigate,
  className,
  region,
}: SiteNavProps) {
  return (
    <nav
      aria-label={label}
      className={['pk-site-nav', className].filter(Boolean).join(' ')}
      data-slot="site-nav"
      data-region={region}
      data-orientation={orientation}
    >
      <ul className="pk-site-nav__list" data-slot="site-nav-list">
        {items.map((item) => (
          <li
            key={`${item.content_id}:${item.id}`}
            className="pk-site-nav__item"
            data-slot="site-nav-item"
          >
            {item.children.length > 0 ? (
              <SiteNavGroup item={item} currentPath={currentPath} onNavigate={onNavigate} />
            ) : (
              <SiteNavLink item={item} currentPath={currentPath} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
