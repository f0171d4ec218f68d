import type { Database, Queryable } from '../db/database.ts'
import { type ThrottleName, type ThrottleSettings, waitAfter } from './throttle-rules.ts'

/** One counter: a rule and what it counts for (a source, an account, a phone…). */
export interface ThrottleKey {
  readonly name: ThrottleName
  readonly key: string
}

export type Reservation =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number }

interface CounterRow {
  scope: ThrottleName
  key: string
  hits: number
  window_started_at: Date | string
  next_allowed_at: Date | string
}

const ms = (value: Date | string) => new Date(value).getTime()

/** Byte order, as the `collate "C"` of the locking query sorts. */
const order = (k: ThrottleKey) => `${k.name}\u0000${k.key}`

/**
 * Counters of attempts, kept in the database so every server process on one PostgreSQL shares
 * them: a limit holds however the requests are spread over processes.
 */
export function throttleStore(db: Database, settings: ThrottleSettings) {
  /**
   * Takes one attempt from every key, or from none: counted before the work it guards (a
   * password hash, a code check), so a burst sent at once is counted as it arrives rather than
   * after each answer. Answers how long to wait when any key is not yet allowed.
   */
  async function reserve(keys: readonly ThrottleKey[], now: Date): Promise<Reservation> {
    if (keys.length === 0) return { allowed: true }
    // The same order in every transaction, so two reservations never wait on each other.
    const sorted = [...keys].sort((a, b) => (order(a) < order(b) ? -1 : 1))
    return db.transaction(async (tx) => {
      const rows = await lockCounters(tx, sorted, now)
      let waitMs = 0
      for (const row of rows) waitMs = Math.max(waitMs, ms(row.next_allowed_at) - now.getTime())
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) }
      for (const row of rows) {
        const rule = settings[row.scope]
        const fresh = ms(row.window_started_at) + rule.window * 1000 <= now.getTime()
        const hits = (fresh ? 0 : row.hits) + 1
        await tx.query(
          `update throttle_counters
              set hits = $3, window_started_at = $4, next_allowed_at = $5
            where scope = $1 and key = $2`,
          [
            row.scope,
            row.key,
            hits,
            fresh ? now.toISOString() : new Date(row.window_started_at).toISOString(),
            new Date(now.getTime() + waitAfter(hits, rule) * 1000).toISOString(),
          ],
        )
      }
      return { allowed: true }
    })
  }

  /** The attempt succeeded: these keys start over (the owner proved who they are). */
  async function forgive(keys: readonly ThrottleKey[]): Promise<void> {
    for (const { name, key } of keys) {
      await db.query('delete from throttle_counters where scope = $1 and key = $2', [name, key])
    }
  }

  /**
   * Gives an attempt back: it did not fail (a source's successful sign-in) or never ran (the
   * server was too busy to check it). The wait shrinks to what one attempt fewer earns.
   */
  async function refund(keys: readonly ThrottleKey[], now: Date): Promise<void> {
    for (const { name, key } of keys) {
      const [row] = await db.query<{ hits: number }>(
        `update throttle_counters set hits = greatest(hits - 1, 0)
          where scope = $1 and key = $2 returning hits`,
        [name, key],
      )
      if (!row) continue
      const wait = row.hits === 0 ? 0 : waitAfter(row.hits, settings[name])
      await db.query(
        `update throttle_counters set next_allowed_at = least(next_allowed_at, $3)
          where scope = $1 and key = $2`,
        [name, key, new Date(now.getTime() + wait * 1000).toISOString()],
      )
    }
  }

  /** Drops counters whose window and wait are both over (run now and then; they start at zero). */
  async function prune(now: Date): Promise<number> {
    let dropped = 0
    for (const [name, rule] of Object.entries(settings)) {
      const rows = await db.query(
        `delete from throttle_counters
          where scope = $1 and next_allowed_at <= $2 and window_started_at <= $3 returning key`,
        [name, now.toISOString(), new Date(now.getTime() - rule.window * 1000).toISOString()],
      )
      dropped += rows.length
    }
    return dropped
  }

  return { reserve, forgive, refund, prune }
}

export type ThrottleStore = ReturnType<typeof throttleStore>

/** Creates any missing counter, then locks all of them for the transaction. */
async function lockCounters(
  tx: Queryable,
  keys: readonly ThrottleKey[],
  now: Date,
): Promise<CounterRow[]> {
  const scopes = keys.map((k) => k.name)
  const values = keys.map((k) => k.key)
  await tx.query(
    `insert into throttle_counters (scope, key, hits, window_started_at, next_allowed_at)
     select scope, key, 0, $3, $3 from unnest($1::text[], $2::text[]) as k (scope, key)
     on conflict (scope, key) do nothing`,
    [scopes, values, now.toISOString()],
  )
  return tx.query<CounterRow>(
    `select scope, key, hits, window_started_at, next_allowed_at from throttle_counters
      where (scope, key) in (select * from unnest($1::text[], $2::text[]))
      order by scope collate "C", key collate "C" for update`,
    [scopes, values],
  )
}
