import { calls } from '@parlor/contract'
import { createApiClient, sessionAtom } from '@parlor/core'
import { createStore } from 'jotai'

/** The game's store: its user atom reads the session the site stored when first asked for it. */
export const store = createStore()

/**
 * The game's own client: play.html is a document of its own, so it shares no module state with
 * the site, and the platform server is the page's own origin as for the site. Account calls go
 * out with the session the site stored, as it stands when each is made.
 */
export const api = createApiClient({ baseURL: '', calls, session: () => store.get(sessionAtom) })
