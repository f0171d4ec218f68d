import { useLingui } from '@lingui/react'
import type { MenuItem } from '@parlor/contract'
import { menuLabel } from '../menu-labels/menu-labels.ts'
import { AppLink } from '../navigation/app-link.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import { isCurrentPath, isExternalPath } from './menu-path.ts'

export interface SiteNavLinkProps {
  readonly item: MenuItem
  readonly currentPath?: string
  readonly onNavigate?: () => void
}

/** One menu entry: the router's link, or a new tab for an operator's external address. */
export function SiteNavLink({ item, currentPath, onNavigate }: SiteNavLinkProps) {
  const { i18n } = useLingui()
  const external = isExternalPath(item.path)
  const current = isCurrentPath(item.path, currentPath)
  return (
    <AppLink
      href={item.path}
      external={external || undefined}
      className="pk-site-nav__link"
      data-slot="site-nav-link"
      aria-current={current ? 'page' : undefined}
      // One attribute for themes across the link to the current page and the toggles above it.
      data-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.icon ? (
        <img
          className="pk-site-nav__icon"
          data-slot="site-nav-icon"
          src={item.icon}
          alt=""
          width={24}
          height={24}
        />
      ) : null}
      <span className="pk-site-nav__text" data-slot="site-nav-text">
        {menuLabel(i18n, item)}
      </span>
      {external ? (
        <VisuallyHidden>
          {' '}
          {i18n._({ id: 'contact.opensNewTab', message: '(opens in a new tab)' })}
        </VisuallyHidden>
      ) : null}
    </AppLink>
  )
}
