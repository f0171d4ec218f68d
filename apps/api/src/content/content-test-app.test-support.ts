import {
  type CallName,
  calls,
  type RequestOf,
  type ResponseOf,
  type SuccessOf,
  statusCode,
} from '@parlor/contract'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrations.ts'
import { mountCalls } from '../http/call-handler.ts'
import { seedDemo } from '../sites/seed-demo.ts'
import { contentCalls } from './content-calls.ts'

/**
 * The content calls on a freshly seeded database, on a clock the test sets. Every answer
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
  const db = await backend.open()
  await migrate(db)
  await seedDemo(db, seededAt)

  let now = seededAt
  const app = new Hono()
  mountCalls(
    app,
    contentCalls(db, () => now),
  )

  async function call<TName extends CallName>(name: TName, body: RequestOf<TName>) {
    const res = await app.request(calls[name].path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return v.parse(calls[name].response, await res.json()) as ResponseOf<TName>
  }

  return {
    db,
    call,
    async succeed(name, body) {
      const answer = await call(name, body)
      if (answer.statusCode !== statusCode.success) {
        throw new Error(`${name} failed: ${JSON.stringify(answer)}`)
      }
      return answer as SuccessOf<typeof answer>
    },
    setNow(next) {
      now = next
    },
    close: () => db.close(),
  }
}
