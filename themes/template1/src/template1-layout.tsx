import { Trans } from '@lingui/react'
import { layoutAtom, userAtom } from '@parlor/core'
import { AppLink, type LayoutProps } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import './template1.css'

/** Slot family, top header: logo, the site menu across the top, account actions at the right. */
export function Template1Layout({ children, floating }: LayoutProps) {
  const layout = useAtomValue(layoutAtom)
  const user = useAtomValue(userAtom)
  const site = layout.site
  return (
    <div className="t1">
      <a className="t1-skip" href="#main">
        <Trans id="layout.skipToContent" message="Skip to content" />
      </a>
      <header className="t1-header">
        <AppLink className="t1-logo" href="/">
          {site ? <img src={site.logo1} alt={site.site_name} height={40} /> : null}
        </AppLink>
        <nav className="t1-nav" aria-label="Main">
          <ul>
            {layout.content?.menu.map((item) => (
              <li key={item.id}>
                <AppLink href={item.path}>{item.name}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="t1-account">
          {user.isAuthenticated ? (
            <AppLink className="t1-button" href="/account">
              {user.user?.account_id}
            </AppLink>
          ) : (
            <>
              <AppLink className="t1-button t1-button--quiet" href="/login">
                <Trans id="auth.login" message="Log in" />
              </AppLink>
              <AppLink className="t1-button" href="/register">
                <Trans id="auth.register" message="Register" />
              </AppLink>
            </>
          )}
        </div>
      </header>
      <main id="main" className="t1-main">
        {children}
      </main>
      <footer className="t1-footer">
        <p>{site?.site_name}</p>
      </footer>
      {floating}
    </div>
  )
}
