import { addressLanguage } from '@parlor/core'
import type { AppRouter } from '../router/router.tsx'
import { activeLanguage } from './active-language.ts'
import { localeRouting } from './locale-routing-config.ts'

/**
 * Back and forward can cross a switch: an address of another language (`/ru/…` while the site
 * shows English) brings that language back, as the address says.
 */
export function followAddressLanguage(router: Pick<AppRouter, 'history'>): () => void {
  // The history tells its subscribers the new address before the browser shows it.
  return router.history.subscribe(({ location }) => {
    const code = addressLanguage(location.pathname, localeRouting)
    // addressLanguage names only offered languages: a prefix it reads, or the default.
    if (code && code !== activeLanguage()) {
      void import('./switch-language.ts')
        .then((m) => m.switchLanguage(code, router))
        .catch(() => undefined)
    }
  })
}
