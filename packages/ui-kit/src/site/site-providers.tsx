import type { I18n } from '@lingui/core'
import type { FirstViewport } from '@parlor/contract'
import type { Store } from '@parlor/core'
import { Provider as StoreProvider } from 'jotai'
import type { ReactNode } from 'react'
import { type LinkComponent, LinkProvider } from '../navigation/app-link.tsx'
import { FirstViewportProvider } from '../theme-frame/first-viewport.tsx'
import { LanguageProvider } from './language-provider.tsx'

export interface SiteProvidersProps {
  /** The store `startSite` filled: the site, the player, the modal stack. */
  readonly store: Store
  /** Lingui's instance with the site's language active. */
  readonly i18n: I18n
  /** How links navigate: the app's router link. Plain anchors when absent. */
  readonly link?: LinkComponent | undefined
  /** The width a server rendered the page for, so hydration renders it alike. */
  readonly firstViewport?: FirstViewport | undefined
  readonly children: ReactNode
}

/** Everything the kit and a theme read from around them: the store, the language, links, width. */
export function SiteProviders({ store, i18n, link, firstViewport, children }: SiteProvidersProps) {
  const viewport = (
    <FirstViewportProvider viewport={firstViewport ?? 'wide'}>{children}</FirstViewportProvider>
  )
  return (
    <StoreProvider store={store}>
      <LanguageProvider i18n={i18n}>
        {link ? <LinkProvider link={link}>{viewport}</LinkProvider> : viewport}
      </LanguageProvider>
    </StoreProvider>
  )
}
