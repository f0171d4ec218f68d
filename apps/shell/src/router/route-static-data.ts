import type { CmsPage, GameCategory, PlanCall, PlanHero } from '@parlor/contract'
import type { CatalogDomain } from '../i18n/catalogs.ts'

/** Which frame a page is drawn in (the page's layout setting, else the template's). */
export type PageLayout = 'site' | 'minigame' | 'bare'

/** Who may open a page: everyone, signed-in players only, or guests only. */
export type PageAccess = 'public' | 'account' | 'guest'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    readonly layout?: PageLayout
    readonly access?: PageAccess
    /** The page's SEO record (/api/seo page_name). */
    readonly seoPage?: string
    /** Lobby pages: the game category they list. */
    readonly category?: GameCategory
    /** Information pages: the CMS section they show. */
    readonly cmsPage?: CmsPage
    /** Catalog domains the page's texts are in, beyond ui and errors (loaded before it shows). */
    readonly catalogs?: readonly CatalogDomain[]
    /** Public calls the page's first screen makes: the server answers them in its document. */
    readonly firstCalls?: readonly PlanCall[]
    /** Where its first screen's largest picture is, in those calls' answers: it is preloaded. */
    readonly hero?: PlanHero
  }
}
