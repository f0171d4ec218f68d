import { createApiClient, type Store, sessionAtom } from '@parlor/core'
import { activeLanguage } from '../i18n/active-language.ts'
import { callTable } from './call-table.ts'

/**
 * The site's client. The platform server is the page's own origin (apps/api serves both),
 * account calls go out as whoever the store holds when they are made, and calls answering
 * operator texts ask for them in the language on screen then.
 */
export function createSiteApi(store: Store) {
  return createApiClient({
    baseURL: '',
    calls: callTable,
    session: () => store.get(sessionAtom),
    language: activeLanguage,
  })
}
