import type { I18n } from '@lingui/core'
import { endSession, type Store, type Theme } from '@parlor/core'
import type { ThemeLayout } from '@parlor/ui-kit'
import { toastQueueAtom } from '@parlor/ui-kit/site'
import { createSiteApi } from '../api/api.ts'
import { accountKey, createQueryClient } from '../api/query-client.ts'
import type { ShellServices } from '../app/shell-services.ts'
import { errorDialogsAtom } from '../errors/error-dialog-state.ts'
import { createErrorReporter } from '../errors/error-reporter.ts'
import { type AppRouter, createAppRouter, type RouterPlace } from '../router/router.tsx'
import { scheduleLoginModal } from '../session/login-modal-schedule.ts'

/**
 * Wires the running site together: the error reporter, the query client that reports through it,
 * and the router whose context is all of it. An ended session signs out, forgets the player's
 * cached data and goes to the theme's login entry.
 */
export function createShell(input: {
  store: Store
  theme: Theme<ThemeLayout>
  i18n: I18n
  domain: string
  /** The server's render of a first document (server/render-page.tsx); a browser's otherwise. */
  place?: RouterPlace
}): { services: ShellServices; router: AppRouter } {
  const { store, theme, i18n } = input
  const api = createSiteApi(store)
  let router: AppRouter | null = null

  const reporter = createErrorReporter({
    i18n,
    notify: (toast) => store.set(toastQueueAtom, (list) => [...list, toast]),
    showDialog: (dialog) =>
      store.set(errorDialogsAtom, (list) =>
        list.some((shown) => JSON.stringify(shown) === JSON.stringify(dialog))
          ? list
          : [...list, dialog],
      ),
    endSession: async () => {
      const target = await endSession({ api, store }, theme.loginEntry)
      queryClient.removeQueries({ queryKey: [accountKey] })
      await router?.navigate({ href: target.path })
      if ('modal' in target) scheduleLoginModal(store, target)
    },
  })
  const queryClient = createQueryClient(reporter)
  const services: ShellServices = {
    api,
    store,
    queryClient,
    reporter,
    theme,
    i18n,
    domain: input.domain,
  }
  router = createAppRouter(services, input.place)
  return { services, router }
}
