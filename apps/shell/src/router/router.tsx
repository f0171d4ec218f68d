import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { ShellServices } from '../app/shell-services.ts'
import { activeLanguage } from '../i18n/active-language.ts'
import { followAddressLanguage } from '../i18n/follow-address-language.ts'
import { localeRouting } from '../i18n/locale-routing-config.ts'
import { limitPreloads } from '../navigation/limit-preloads.ts'
import { localeRewrite } from '../navigation/locale-rewrite.ts'
import { parseSearch, stringifySearch } from '../navigation/search-params.ts'
import { preloadLeadSections } from '../pages/lobby/home-lead-sections.ts'
import { pageRoute } from './page-route.ts'
import { pageTable } from './page-table.ts'
import { rootRoute } from './root-route.tsx'
import './route-static-data.ts'

/**
 * Each page module's chunk, by its path from this folder (`../pages/lobby/home-page.tsx`). The
 * not-found and route-error pages belong to no address: the routes show them, from the first
 * download.
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../pages/**/*-page.tsx',
  '!../pages/system/not-found-page.tsx',
  '!../pages/system/route-error-page.tsx',
])

function loaderOf(module: string) {
  const load = pageModules[`../${module}`]
  if (!load) throw new Error(`The page table names a module that does not exist: ${module}`)
  return load
}

/** The site's 48 pages (page-table.ts), each its own chunk. */
const routeTree = rootRoute.addChildren(
  pageTable.map(({ path, module, component, data, validSearch }) =>
    pageRoute(path, loaderOf(module), component, data, {
      ...(validSearch ? { validSearch } : {}),
      // The home starts downloading its theme's lead section (live tables, matches) beside it.
      ...(path === '/'
        ? { alongside: ({ theme }: ShellServices) => preloadLeadSections(theme.home ?? []) }
        : {}),
    }),
  ),
)

/**
 * Where the router runs: in a browser it reads the address bar; rendering a first document on
 * the server, it is given the address asked for and the site's origin.
 */
export interface RouterPlace {
  readonly history: RouterHistory
  readonly origin: string
}

export function createAppRouter(services: ShellServices, place?: RouterPlace) {
  const router = createRouter({
    ...place,
    routeTree,
    context: services,
    defaultPreload: 'intent',
    // A navigation resolves in about 100 ms; past that the page shows it is loading.
    defaultPendingMs: 100,
    // Rendering on the server the router would write an inline script for it, which the page's
    // Content-Security-Policy refuses: the browser restores the scroll position as it starts.
    scrollRestoration: place === undefined,
    parseSearch,
    stringifySearch,
    rewrite: localeRewrite(localeRouting, activeLanguage),
  })
  limitPreloads(router)
  if (localeRouting.strategy !== 'no_prefix') followAddressLanguage(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
