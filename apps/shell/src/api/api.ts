import { createApiClient } from '@parlor/core'
import { callTable } from './call-table.ts'

/** The platform server is the page's own origin (apps/api serves both). */
export const api = createApiClient({ baseURL: '', calls: callTable })
