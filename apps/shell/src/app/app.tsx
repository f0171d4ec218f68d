import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Store } from '@parlor/core'
import { type AppLinkProps, LinkProvider } from '@parlor/ui-kit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Link, RouterProvider } from '@tanstack/react-router'
import { Provider as StoreProvider } from 'jotai'
import type { createAppRouter } from '../router/router.tsx'

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
})

/** Themes and ui-kit link through the router without knowing it. */
function RouterLink({ href, ...props }: AppLinkProps) {
  return <Link to={href} {...props} />
}

export function App({
  store,
  i18n,
  router,
}: {
  store: Store
  i18n: I18n
  router: ReturnType<typeof createAppRouter>
}) {
  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <LinkProvider link={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StoreProvider>
  )
}
