import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { AppLink, type LayoutProps, mainContentId, SiteNav } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { Template1Account } from './template1-account.tsx'
import { Template1Menu } from './template1-menu.tsx'
import './template1.css'

// Below every page, so its code follows the page's first paint.
const Template1Footer = lazy(() => import('./template1-footer.tsx'))

/**
 * Slot family, top header: the logo and the account corner on a sticky bar, the site menu across
 * beneath it (on phones, in a drawer behind the menu button), the page, the footer.
 */
export function Template1Layout({ children, floating, currentPath, unreadMessages }: LayoutProps) {
  const { i18n } = useLingui()
  const layout = useAtomValue(layoutAtom)
  const site = layout.site
  const menu = layout.content?.menu ?? []
  const navLabel = i18n._({ id: 'nav.main', message: 'Main menu' })
  return (
    <div className="t1">
      <header className="t1-header">
        <div className="t1-bar">
          {menu.length > 0 ? (
            <Template1Menu items={menu} currentPath={currentPath} navLabel={navLabel} />
          ) : null}
          <AppLink className="t1-logo" href="/">
            {site ? <img src={site.logo1} alt={site.site_name} height={40} /> : null}
          </AppLink>
          <Template1Account unread={unreadMessages ?? 0} />
        </div>
        {menu.length > 0 ? (
          <div className="t1-navbar">
            <SiteNav className="t1-nav" label={navLabel} items={menu} currentPath={currentPath} />
          </div>
        ) : null}
      </header>
      <main id={mainContentId} className="t1-main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Template1Footer />
      </Suspense>
      {floating}
    </div>
  )
}
