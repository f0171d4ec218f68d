import { createApiClient } from '@parlor/core'

/** The platform server is the page's own origin (apps/api serves both). */
export const api = createApiClient({ baseURL: '' })
