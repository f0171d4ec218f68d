import { calls } from '@parlor/contract'
import { createApiClient } from '@parlor/core'

/**
 * The game's own client: play.html is a document of its own, so it shares no module state with
 * the site, and the platform server is the page's own origin as for the site.
 */
export const api = createApiClient({ baseURL: '', calls })
