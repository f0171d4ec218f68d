import { SkipLink } from '@parlor/ui-kit'
import { SiteHosts } from '@parlor/ui-kit/site'
import {
  createRootRouteWithContext,
  Outlet,
  rootRouteId,
  useLocation,
  useMatches,
} from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useAccountQuery } from '../api/use-account-query.ts'
import { AfterHydration } from '../app/after-hydration.tsx'
import { announcingMount } from '../app/page-mounted.tsx'
import { useShell } from '../app/shell-context.tsx'
import type { ShellServices } from '../app/shell-services.ts'
import { ErrorDialogHost } from '../errors/error-dialog-host.tsx'
import { useLanguageChoices } from '../i18n/use-language-choices.ts'
import { AppOffersGate } from '../layouts/app-offers-gate.tsx'
import { BareLayout } from '../layouts/bare-layout.tsx'
import { shellModals } from '../modals/modal-loaders.ts'
import { NotFoundPage } from '../pages/system/not-found-page.tsx'
import { RouteErrorPage } from '../pages/system/route-error-page.tsx'
import { PageHead } from '../seo/page-head.tsx'
import { seoPageName } from '../seo/seo-page-name.ts'
import { NavigationProgress } from './navigation-progress.tsx'
import { applyNavigationRules } from './navigation-rules.ts'
import type { PageLayout } from './route-static-data.ts'

// Fixed in place, invisible, or for one page only: they arrive after the first paint without
// moving anything.
//
// The floating elements are left out of the server's markup and render once the page has
// hydrated: they show the site's later answers (the partners' list) from the store, which could
// change before their code arrived, and a part hydrated from a store that had moved on no longer
// matched the server's markup (React's error 418, and the part drawn again).
const FloatingElements = lazy(() =>
  import('../floating/floating-elements.tsx').then((m) => ({ default: m.FloatingElements })),
)
const MinigameLayout = lazy(() =>
  import('../layouts/minigame-layout.tsx').then((m) => ({ default: m.MinigameLayout })),
)
const SessionWatchers = lazy(() =>
  import('../session/session-watchers.tsx').then((m) => ({ default: m.SessionWatchers })),
)

function PageFrame({ layout }: { layout: PageLayout }) {
  const { theme } = useShell()
  const { pathname } = useLocation()
  const inbox = useAccountQuery('getInbox', {}, { enabled: layout === 'site' })
  const language = useLanguageChoices()
  switch (layout) {
    case 'minigame':
      return (
        <Suspense fallback={null}>
          <MinigameLayout>
            <Outlet />
          </MinigameLayout>
        </Suspense>
      )
    case 'bare':
      return (
        <BareLayout>
          <Outlet />
        </BareLayout>
      )
    case 'site':
      return (
        <>
          <SkipLink />
          <AppOffersGate />
          <theme.Layout
            floating={
              <AfterHydration>
                <Suspense fallback={null}>
                  <FloatingElements />
                </Suspense>
              </AfterHydration>
            }
            // The partners widget folds into a tab at the start edge. Its list arrives after the
            // first paint, so the lane is kept from the start: opened later, it moved
            // the whole page.
            floatingAtStart
            currentPath={pathname}
            unreadMessages={inbox.data?.unread_count ?? 0}
            language={language}
          >
            <Outlet />
          </theme.Layout>
        </>
      )
  }
}

function Root() {
  const staticData = useMatches({ select: (matches) => matches.at(-1)?.staticData })
  // The page's route; none for an address no route matched (the 404 page wears the site's name).
  const routePath = useMatches({
    select: (matches) => {
      const leaf = matches.at(-1)
      return leaf && leaf.routeId !== rootRouteId ? leaf.fullPath : undefined
    },
  })
  return (
    <>
      <NavigationProgress />
      <PageHead
        seoPage={
          staticData?.seoPage ?? (routePath === undefined ? undefined : seoPageName(routePath))
        }
      />
      <PageFrame layout={staticData?.layout ?? 'site'} />
      <Suspense fallback={null}>
        <SessionWatchers />
      </Suspense>
      <SiteHosts modals={shellModals} />
      <ErrorDialogHost />
    </>
  )
}

export const rootRoute = createRootRouteWithContext<ShellServices>()({
  component: Root,
  notFoundComponent: announcingMount(NotFoundPage),
  errorComponent: announcingMount(RouteErrorPage),
  beforeLoad: applyNavigationRules,
})
