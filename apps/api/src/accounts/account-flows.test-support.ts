import type { SuccessOf } from '@parlor/contract'
import { expect } from 'vitest'
import type { testBackends } from '../db/database.test-support.ts'
import { openTestApi } from '../http/api-test-client.test-support.ts'
import { hashPassword } from './password-hash.ts'

export const domain = 'template4.localhost'
export const knownPassword = 'correct horse'
export const phone = '+639171234567'

export interface OutboxMessage {
  domain_name: string
  account_id: string
  purpose: string
  code: string
  sent_to: string
}

/**
 * The whole server on a fresh database with the demo sites, plus helpers for account flows.
 * Every answer `call` returns has passed the call's response schema.
 */
export async function openAccountApp(backend: (typeof testBackends)[number]) {
  const api = await openTestApi(backend)
  const { db, app } = api
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
      [domain, accountId, knownHash, phone, status],
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
      `update tac_codes set expires_at = now() - interval '1 second'
        where domain_name = $1 and account_id = $2 and used_at is null`,
      [domain, accountId],
    )
  }

  return { db, app, call: api.request, outbox, lastCode, insertAccount, setStatus, expireCodes }
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
