import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { lazy, memo, Suspense } from 'react'
import { LanguageSwitch } from '../language-switch/language-switch.tsx'
import type { LayoutProps } from '../layout/layout-props.ts'
import { AppLink } from '../navigation/app-link.tsx'
import { SiteNav } from '../site-nav/site-nav.tsx'
import { mainContentId } from '../skip-link/skip-link.tsx'
import { FrameAccount } from './frame-account.tsx'
import type { FrameFooterProps } from './frame-footer.tsx'
import { FrameMenuButton } from './frame-menu-button.tsx'
import { defaultCompactBelow, type FrameOptions } from './frame-options.ts'
import type { FrameTabBarProps } from './frame-tab-bar.tsx'
import { useCompact } from './use-compact.ts'
import './theme-frame.css'

// Below or beside the page: their code follows the page's first paint.
const FrameFooter = lazy(() => import('./frame-footer.tsx'))
const FrameAside = lazy(() => import('./frame-aside.tsx'))
// Fixed to the bottom edge, so arriving a moment later moves nothing; only tab-bar themes load it.
const FrameTabBar = lazy(() => import('./frame-tab-bar.tsx'))

/*
 * Each lazy part sits in a boundary that renders again only when the part's own props change. On
 * a page the server rendered, a boundary keeps the server's markup until the part's code has
 * arrived and hydrated it; a render reaching it before then (the frame drawn again as the
 * account, the device or the layout store settle) made React drop that markup and draw the part
 * afresh, so the footer, the phone's tab bar and the side column vanished and came back just
 * after the page had hydrated.
 */
const FooterSlot = memo(function FooterSlot(props: FrameFooterProps) {
  return (
    <Suspense fallback={null}>
      <FrameFooter {...props} />
    </Suspense>
  )
})

const AsideSlot = memo(function AsideSlot() {
  return (
    <Suspense fallback={null}>
      <FrameAside />
    </Suspense>
  )
})

const TabBarSlot = memo(function TabBarSlot(props: FrameTabBarProps) {
  return (
    <Suspense fallback={null}>
      <FrameTabBar {...props} />
    </Suspense>
  )
})

export type ThemeFrameProps = LayoutProps & FrameOptions

/**
 * The chrome every theme arranges: the header with the logo and the account
 * corner, the site menu where the theme puts it, the page, the footer and the floating elements.
 * Structure lives here; a theme's stylesheet, scoped by the body's template class, gives the look. On a compact screen the menu
 * moves into a drawer or a bottom tab bar, as the theme chooses.
 */
export function ThemeFrame({
  children,
  floating,
  floatingAtStart = false,
  currentPath,
  unreadMessages,
  language,
  navigation,
  phoneNavigation,
  compactBelow = defaultCompactBelow,
  loginEntry,
  mainWrapClasses = [],
}: ThemeFrameProps) {
  const { i18n } = useLingui()
  const layout = useAtomValue(layoutAtom)
  const compact = useCompact(compactBelow)
  const site = layout.site
  const menu = layout.content?.menu ?? []
  const navLabel = i18n._({ id: 'nav.main', message: 'Main menu' })
  const hasMenu = menu.length > 0
  const wideMenu = hasMenu && !compact
  const menuButton =
    hasMenu && compact && phoneNavigation === 'drawer' ? (
      <FrameMenuButton items={menu} currentPath={currentPath} navLabel={navLabel} look="bars" />
    ) : null
  const siteNav = (orientation: 'horizontal' | 'vertical') => (
    <SiteNav
      className="pk-frame__nav"
      region="nav"
      label={navLabel}
      items={menu}
      currentPath={currentPath}
      orientation={orientation}
    />
  )
  return (
    <div
      className="pk-frame"
      data-slot="frame"
      data-navigation={navigation}
      data-phone-navigation={phoneNavigation}
      data-compact={compact || undefined}
      data-floating-at-start={floatingAtStart || undefined}
    >
      <header className="pk-frame__header" data-region="header">
        <div className="pk-frame__bar" data-region="bar">
          {menuButton}
          <AppLink className="pk-frame__logo" data-region="logo" href="/">
            {site ? <img src={site.logo1} alt={site.site_name} height={40} /> : null}
          </AppLink>
          {wideMenu && navigation === 'inline' ? siteNav('horizontal') : null}
          {/* A phone's header has no room to spare: there the footer holds the switch. */}
          {language && !compact ? (
            <LanguageSwitch className="pk-frame__language" {...language} />
          ) : null}
          <FrameAccount
            className="pk-frame__account"
            region="account"
            unread={unreadMessages ?? 0}
            loginEntry={loginEntry}
          />
        </div>
        {wideMenu && navigation === 'bar' ? (
          <div className="pk-frame__navbar" data-region="navbar">
            {siteNav('horizontal')}
          </div>
        ) : null}
      </header>
      <div className={['pk-frame__body', ...mainWrapClasses].join(' ')}>
        {wideMenu && (navigation === 'rail' || navigation === 'columns') ? (
          <div className="pk-frame__rail" data-region="rail">
            {siteNav('vertical')}
          </div>
        ) : null}
        <main id={mainContentId} className="pk-frame__main" data-region="main" tabIndex={-1}>
          {children}
        </main>
        {navigation === 'columns' && !compact ? (
          <aside className="pk-frame__aside" data-region="aside">
            <AsideSlot />
          </aside>
        ) : null}
      </div>
      <FooterSlot layout={layout} language={language} />
      {hasMenu && compact && phoneNavigation === 'tabs' ? (
        <TabBarSlot items={menu} currentPath={currentPath} navLabel={navLabel} />
      ) : null}
      {floating}
    </div>
  )
}
