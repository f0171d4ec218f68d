import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Store } from '@parlor/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Provider } from 'jotai'
import { Fragment, type ReactNode, StrictMode } from 'react'
import { ShellProvider } from '../app/shell-context.tsx'
import type { ShellServices } from '../app/shell-services.ts'

/** What a test fakes of the site's services: the store, and only the calls and parts it uses. */
export type FakeServices = { readonly store: Store } & {
  readonly [K in Exclude<keyof ShellServices, 'store'>]?: unknown
}

export interface ShellProvidersOptions {
  /** The language on screen; English by default. */
  readonly locale?: string
  /** React's strict mode, which runs effects twice, as in development. */
  readonly strict?: boolean
}

/**
 * The providers a hook or component of the site reads (store, language, queries, services)
 * around a test's fakes, as `render`'s or `renderHook`'s `wrapper`. The query client is the
 * fakes' own, or a new one.
 */
export function shellProviders(fakes: FakeServices, options: ShellProvidersOptions = {}) {
  const locale = options.locale ?? 'en'
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
  const services = {
    queryClient: new QueryClient(),
    ...fakes,
  } as unknown as ShellServices
  const Mode = options.strict ? StrictMode : Fragment
  return ({ children }: { children: ReactNode }) => (
    <Mode>
      <Provider store={services.store}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={services.queryClient}>
            <ShellProvider services={services}>{children}</ShellProvider>
          </QueryClientProvider>
        </I18nProvider>
      </Provider>
    </Mode>
  )
}
