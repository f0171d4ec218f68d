import type { FirstViewport } from '@parlor/contract'
import { SiteProviders } from '@parlor/ui-kit/site'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { RouterLink } from '../navigation/router-link.tsx'
import type { AppRouter } from '../router/router.tsx'
import { PageMountedProvider } from './page-mounted.tsx'
import { ShellProvider } from './shell-context.tsx'
import type { ShellServices } from './shell-services.ts'

export function App({
  services,
  router,
  firstViewport = 'wide',
  onMounted,
}: {
  services: ShellServices
  router: AppRouter
  /** The width a page rendered on the server was rendered for: hydration renders it alike. */
  firstViewport?: FirstViewport
  /**
   * Called once a page is on the page, hydrated or rendered, its own part included (never on the
   * server): React hydrates a page's part after the app around it.
   */
  onMounted?: (() => void) | undefined
}) {
  return (
    <SiteProviders
      store={services.store}
      i18n={services.i18n}
      link={RouterLink}
      firstViewport={firstViewport}
    >
      <QueryClientProvider client={services.queryClient}>
        <ShellProvider services={services}>
          <PageMountedProvider value={onMounted}>
            <RouterProvider router={router} />
          </PageMountedProvider>
        </ShellProvider>
      </QueryClientProvider>
    </SiteProviders>
  )
}
