import type { SuccessOf } from '@parlor/contract'
import { expect } from 'vitest'
import type { testBackends } from '../db/database.test-support.ts'
import { openTestApi, phoneOf } from '../http/api-test-client.test-support.ts'
import { hashPassword } from './password-hash.ts'

export const domain = 'template4.localhost'
export const knownPassword = 'correct horse'
export { phoneOf }

export interface OutboxMessage {
  domain_name: string
  account_id: string
  purpose: string
  code: string
  sent_to: string
}

/**
 * The whole server on a fresh database with the demo sites, plus helpers for account flows.
 * Every answer `call` returns has passed the call's response schema. The server's clock is the
 * suite's: it starts now and moves only when `advance` moves it (past a resend delay, a wait).
 */
export async function openAccountApp(backend: (typeof testBackends)[number]) {
  let now = Date.now()
  const api = await openTestApi(backend, { clock: () => new Date(now) })
  const { db, app } = api
  const advance = (seconds: number) => {
    now += seconds * 1000
  }
  // One scrypt hash for every account the suite inserts directly: sign-up costs one each.
  const knownHash = await hashPassword(knownPassword)

  async function outbox(accountId: string): Promise<OutboxMessage[]> {
    const res = await app.request(`/dev/outbox?account_id=${accountId}&domain_name=${domain}`)
    return ((await res.json()) as { messages: OutboxMessage[] }).messages
  }

  /** The newest code of this purpose in the outbox. */
  async function lastCode(accountId: string, purpose: string): Promise<string> {
    const message = (await outbox(accountId)).find((m) => m.purpose === purpose)
    if (!message) throw new Error(`no ${purpose} code for ${accountId} in the outbox`)
    return message.code
  }

  /** An account made in SQL with `knownPassword`, to spare a sign-up's hash. */
  async function insertAccount(
    accountId: string,
    status: 'pending' | 'active' | 'BLOCK' | 'CLOSE' = 'active',
  ): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `insert into accounts (domain_name, account_id, password_hash, full_name, contact_email, contact_phone, status)
       values ($1, $2, $3, $2, $2 || '@example.com', $4, $5) returning id::int as id`,
      [domain, accountId, knownHash, phoneOf(accountId), status],
    )
    if (!row) throw new Error('account not inserted')
    return row.id
  }

  async function setStatus(accountId: string, status: 'active' | 'BLOCK' | 'CLOSE') {
    await db.query('update accounts set status = $3 where domain_name = $1 and account_id = $2', [
      domain,
      accountId,
      status,
    ])
  }

  /** Moves every live code of the account past its end, as ten minutes would. */
  async function expireCodes(accountId: string) {
    await db.query(
      `update tac_codes set expires_at = $3
        where domain_name = $1 and account_id = $2 and used_at is null`,
      [domain, accountId, new Date(now - 1000).toISOString()],
    )
  }

  /** The attempts a throttle has counted for a key in its current window (0 when none). */
  async function counted(name: string, key: string): Promise<number> {
    const [row] = await db.query<{ hits: number }>(
      'select hits from throttle_counters where scope = $1 and key = $2',
      [name, key],
    )
    return row?.hits ?? 0
  }

  return {
    db,
    app,
    call: api.request,
    cookies: api.cookies,
    outbox,
    lastCode,
    insertAccount,
    setStatus,
    expireCodes,
    advance,
    now: () => now,
    counted,
  }
}

/** Asserts a success and narrows the answer to it. */
export function expectSuccess<TAnswer extends { statusCode: number }>(
  answer: TAnswer,
): SuccessOf<TAnswer> {
  expect(answer, JSON.stringify(answer)).toMatchObject({ statusCode: 1 })
  return answer as SuccessOf<TAnswer>
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000')
