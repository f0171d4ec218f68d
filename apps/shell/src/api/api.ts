import { createApiClient, type Store, sessionAtom } from '@parlor/core'
import { callTable } from './call-table.ts'

/**
 * The site's client. The platform server is the page's own origin (apps/api serves both), and
 * account calls go out as whoever the store holds when they are made.
 */
export function createSiteApi(store: Store) {
  return createApiClient({ baseURL: '', calls: callTable, session: () => store.get(sessionAtom) })
}
