import {
  createRoute,
  lazyRouteComponent,
  notFound,
  type StaticDataRouteOption,
} from '@tanstack/react-router'
import { announcingMount } from '../app/page-mounted.tsx'
import type { ShellServices } from '../app/shell-services.ts'
import { loadCatalogs } from '../i18n/catalogs.ts'
import { guardChunk } from '../navigation/chunk-load-failure.ts'
import { RouteErrorPage } from '../pages/system/route-error-page.tsx'
import { guestOnly, requireAccount } from './guards.ts'
import { rootRoute } from './root-route.tsx'
import type { SearchRule } from './search-rules.ts'

/**
 * How long a page waits for what it shows beside its own code (the home's lead section) before
 * rendering without it. The first document preloads that code, so it is usually there at once;
 * when it is not, the page shows its placeholder rather than wait for a slow network.
 */
const alongsideWaitMs = 300

const ErrorPage = announcingMount(RouteErrorPage)

export interface PageRouteOptions {
  /** What the address's query must hold: an address that breaks it is no page (not found). */
  readonly validSearch?: SearchRule
  /** What else the page shows, downloaded beside its code. */
  readonly alongside?: (services: ShellServices) => Promise<void>
}

/**
 * One page of the site: its own chunk, downloaded on first visit or on intent to visit, behind the
 * guard its access asks for. `alongside` starts downloading what else the page shows, beside it,
 * and the page renders with it if it arrives within `alongsideWaitMs`: the largest thing on a
 * sportsbook's first screen is its match list, which otherwise came a render later.
 */
export function pageRoute<TModule extends Record<string, unknown>>(
  path: string,
  load: () => Promise<TModule>,
  exportName: keyof TModule & string,
  staticData: StaticDataRouteOption = {},
  { validSearch, alongside }: PageRouteOptions = {},
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData,
    component: announcingMount(lazyRouteComponent(guardChunk(load), exportName)),
    // Inside the layout, so the menus stay usable while one page has failed.
    errorComponent: ErrorPage,
    beforeLoad: ({
      context,
      location,
    }: {
      context: ShellServices
      location: { href: string; search: Record<string, unknown> }
    }) => {
      // Before the guards: a malformed address is not found for guests and players alike.
      if (validSearch && !validSearch(location.search)) throw notFound()
      if (staticData.access === 'account') requireAccount({ context, location })
      if (staticData.access === 'guest') guestOnly({ context, location })
    },
    // The page's texts download beside its code, on intent too, so it never shows raw ids. A
    // catalog that did not download fails the page as its code would: some browsers keep a
    // failed module import for the rest of the document's life, so once the server is back
    // only a full load of the page brings the texts (reloaded once the site answers again).
    loader: ({ context }: { context: ShellServices }) =>
      Promise.all([
        guardChunk(() => loadCatalogs(staticData.catalogs ?? []))(),
        alongside &&
          Promise.race([
            alongside(context),
            new Promise((resolve) => setTimeout(resolve, alongsideWaitMs)),
          ]),
      ]),
  })
}
