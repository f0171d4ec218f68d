import type { ResponseOf } from '@parlor/contract'
import { createApiClient } from '@parlor/core'
import { callTable } from '../api/call-table.ts'

declare global {
  interface Window {
    /** Started by index.html before the app's code loads; taken once. */
    __parlorStartup?: Promise<Response>
  }
}

/**
 * The startup answer: the request index.html already sent, read through the same client (and so
 * the same failure rules) as every other call; a fresh request when there was none.
 */
export function requestStartup(domain: string): Promise<ResponseOf<'startup'>> {
  const early = window.__parlorStartup
  window.__parlorStartup = undefined
  const client = createApiClient({
    baseURL: '',
    calls: callTable,
    ...(early ? { fetch: () => early } : {}),
  })
  return client.startup({ domain_name: domain })
}
