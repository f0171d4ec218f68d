import { i18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { atom, createStore, Provider, useAtomValue } from 'jotai'
import { ofetch } from 'ofetch'
import { createRoot } from 'react-dom/client'

/**
 * The web benchmark's baseline (bench/web-bench.mjs): a page built from the libraries the site
 * stands on (React 19, TanStack Router and Query, jotai, Lingui, ofetch), served by the same
 * server with the same compression, that does what a first screen must: one call, one
 * translated heading, one route. Whatever the site's home costs beyond this page is ours.
 */
i18n.loadAndActivate({ locale: 'en', messages: { 'empty.heading': 'Welcome' } })
const greeting = atom('a first screen and nothing else')

function Home() {
  const { i18n: active } = useLingui()
  const text = useAtomValue(greeting)
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => ofetch<{ ok: boolean }>('/health'),
  })
  return (
    <main>
      <h1>{active._({ id: 'empty.heading', message: 'Welcome' })}</h1>
      <p>{text}</p>
      <p>{health.data?.ok ? 'The server answered.' : 'Asking the server…'}</p>
    </main>
  )
}

const rootRoute = createRootRoute({ component: Outlet })
const router = createRouter({
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
  ]),
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={createStore()}>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </Provider>,
)
