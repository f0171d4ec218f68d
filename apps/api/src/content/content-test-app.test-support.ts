import type { CallName, RequestOf, ResponseOf, SuccessOf } from '@parlor/contract'
import type { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { openTestApi } from '../http/api-test-client.test-support.ts'

/**
 * The whole server on a freshly seeded database, on a clock the test sets. Every answer
 * is checked against the contract's response schema before a test sees it.
 */
export interface ContentTestApp {
  readonly db: Database
  /** Calls by contract name; the answer has passed the call's response schema. */
  call<TName extends CallName>(name: TName, body: RequestOf<TName>): Promise<ResponseOf<TName>>
  /** Like `call`, and fails the test unless the answer is a success. */
  succeed<TName extends CallName>(
    name: TName,
    body: RequestOf<TName>,
  ): Promise<SuccessOf<ResponseOf<TName>>>
  /** Sets the clock the generated calls (leaderboard, matches, winners) read. */
  setNow(now: Date): void
  close(): Promise<void>
}

export async function openContentTestApp(
  backend: (typeof testBackends)[number],
  seededAt: Date,
): Promise<ContentTestApp> {
  let now = seededAt
  const api = await openTestApi(backend, { seededAt, clock: () => now })
  return {
    db: api.db,
    call: api.request,
    succeed: api.succeed,
    setNow(next) {
      now = next
    },
    close: () => api.db.close(),
  }
}
