import { useLingui } from '@lingui/react'
import type { MenuItem } from '@parlor/contract'
import { menuLabel } from '../menu-labels/menu-labels.ts'
import { AppLink } from '../navigation/app-link.tsx'
import { isCurrentPath, isExternalPath } from '../site-nav/menu-path.ts'
import { FrameMenuButton } from './frame-menu-button.tsx'

export interface FrameTabBarProps {
  readonly items: readonly MenuItem[]
  readonly currentPath: string
  readonly navLabel: string
}

/** How many of the menu's sections get a tab of their own beside Home and Menu. */
const sectionTabs = 3

/**
 * A phone's tab bar along the bottom edge: Home, the menu's first sections, and Menu, which
 * opens the whole menu in the drawer. Thumb-reachable, and the page never hides behind it.
 */
export default function FrameTabBar({ items, currentPath, navLabel }: FrameTabBarProps) {
  const { i18n } = useLingui()
  const sections = items
    .filter((item) => item.children.length === 0 && !isExternalPath(item.path))
    .slice(0, sectionTabs)
  const tabs = [
    { key: 'home', path: '/', icon: null, label: i18n._({ id: 'nav.home', message: 'Home' }) },
    ...sections.map((item) => ({
      key: item.id,
      path: item.path,
      icon: item.icon,
      label: menuLabel(i18n, item),
    })),
  ]
  return (
    <nav
      className="pk-frame-tabs"
      data-slot="frame-tabs"
      aria-label={i18n._({ id: 'nav.tabs', message: 'Quick menu' })}
    >
      <ul className="pk-frame-tabs__list" data-slot="frame-tabs-list">
        {tabs.map((tab) => (
          <li key={tab.key} className="pk-frame-tabs__item" data-slot="frame-tabs-item">
            <AppLink
              href={tab.path}
              className="pk-frame-tabs__link"
              data-slot="frame-tabs-link"
              aria-current={isCurrentPath(tab.path, currentPath) ? 'page' : undefined}
            >
              {tab.icon ? (
                <img
                  className="pk-frame-tabs__icon"
                  data-slot="frame-tabs-icon"
                  src={tab.icon}
                  alt=""
                  width={24}
                  height={24}
                />
              ) : (
                <span
                  className="pk-frame-tabs__home"
                  data-slot="frame-tabs-home"
                  aria-hidden="true"
                />
              )}
              <span className="pk-frame-tabs__label">{tab.label}</span>
            </AppLink>
          </li>
        ))}
        <li className="pk-frame-tabs__item" data-slot="frame-tabs-item">
          <FrameMenuButton items={items} currentPath={currentPath} navLabel={navLabel} look="tab" />
        </li>
      </ul>
    </nav>
  )
}
