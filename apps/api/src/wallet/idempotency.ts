import { createHash } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

/** A key is the client's own retry token: printable ASCII, short enough to index. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,128}$/

/**
 * What makes two requests "the same" for a replay: the parsed input without the session token,
 * so a retry after the player signed in again still replays instead of paying twice.
 */
export function requestFingerprint(input: Record<string, unknown>): string {
  const { auth: _auth, ...rest } = input
  const canonical = JSON.stringify(rest, Object.keys(rest).sort())
  return createHash('sha256').update(canonical).digest('hex')
}

export interface StoredAnswer {
  readonly request_hash: string
  readonly response: unknown
}

export async function findStoredAnswer(
  tx: Queryable,
  account: number,
  call: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await tx.query<StoredAnswer>(
    'select request_hash, response from idempotency_keys where account = $1 and call = $2 and key = $3',
    [account, call, key],
  )
  return row
}

export async function storeAnswer(
  tx: Queryable,
  account: number,
  call: string,
  key: string,
  requestHash: string,
  response: unknown,
): Promise<void> {
  await tx.query(
    `insert into idempotency_keys (account, call, key, request_hash, response)
     values ($1, $2, $3, $4, $5)`,
    [account, call, key, requestHash, JSON.stringify(response)],
  )
}
