import { layoutAtom, type Theme } from '@parlor/core'
import type { ThemeLayout } from '@parlor/ui-kit'
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
} from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { NotFoundPage } from '../pages/not-found-page.tsx'

export interface RouterContext {
  readonly theme: Theme<ThemeLayout>
}

function Root() {
  const { theme } = rootRoute.useRouteContext()
  const site = useAtomValue(layoutAtom).site
  return (
    <theme.Layout>
      {/* React hoists these into the head: the site's own name and icon replace the shell's. */}
      {site ? <title>{site.site_name}</title> : null}
      {site?.manifest_icon ? <link rel="icon" href={site.manifest_icon} /> : null}
      <Outlet />
    </theme.Layout>
  )
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
})

/** Each page is its own chunk, downloaded when the route is first visited (spec §2). */
function page<TModule extends Record<string, unknown>>(
  path: string,
  load: () => Promise<TModule>,
  exportName: keyof TModule & string,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyRouteComponent(load, exportName),
  })
}

const routeTree = rootRoute.addChildren([
  page('/', () => import('../pages/home-page.tsx'), 'HomePage'),
])

export function createAppRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent' })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
