import type { Theme } from '@parlor/core'
import type { ReactNode } from 'react'
import type { ThemeLayout } from '../layout/layout-props.ts'
import type { ModalComponents } from './modal-host.tsx'
import { SiteHosts } from './site-hosts.tsx'
import { SiteProviders, type SiteProvidersProps } from './site-providers.tsx'

export interface ParlorSiteProps extends SiteProvidersProps {
  /** The site's theme, as `startSite` loaded it. */
  readonly theme: Theme<ThemeLayout>
  /** The path showing now, for the menu's current item. */
  readonly currentPath: string
  /** What each modal id shows (`loginmodal` for a modal theme's "Log in"). */
  readonly modals?: ModalComponents | undefined
  /** The page, inside the theme's header, menus and footer. */
  readonly children: ReactNode
}

/**
 * A running site: the page in its theme's layout, with the store, the language, links, the
 * modal the theme opens and the toasts anything asks for. For a site started by `startSite`.
 */
export function ParlorSite({
  theme,
  currentPath,
  modals,
  children,
  ...providers
}: ParlorSiteProps) {
  const { Layout } = theme
  return (
    <SiteProviders {...providers}>
      <Layout currentPath={currentPath}>{children}</Layout>
      <SiteHosts modals={modals} />
    </SiteProviders>
  )
}
