import { type CallName, calls, type ResponseOf, type SuccessOf } from '@parlor/contract'
import { Hono } from 'hono'
import * as v from 'valibot'
import { expect } from 'vitest'
import type { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrations.ts'
import { mountCalls } from '../http/call-handler.ts'
import { mountDevOutbox } from '../http/dev-outbox.ts'
import { seedDemo } from '../sites/seed-demo.ts'
import { accountCalls } from './account-calls.ts'
import { hashPassword } from './password-hash.ts'
import { passwordResetCalls } from './password-reset-calls.ts'
import { tacLoginCalls } from './tac-login-calls.ts'

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
 * A server with the account calls, the password reset and the code sign-in mounted, on a fresh
 * database with the demo sites. Every answer is checked against the call's response schema.
 */
export async function openAccountApp(backend: (typeof testBackends)[number]) {
  const db: Database = await backend.open()
  await migrate(db)
  await seedDemo(db, new Date())
  const app = new Hono()
  mountCalls(app, { ...accountCalls(db), ...passwordResetCalls(db), ...tacLoginCalls(db) })
  mountDevOutbox(app, db)
  // One scrypt hash for every account the suite inserts directly: sign-up costs one each.
  const knownHash = await hashPassword(knownPassword)

  async function call<TName extends CallName>(name: TName, body: Record<string, unknown>) {
    const res = await app.request(calls[name].path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json: unknown = await res.json()
    // Throws, naming the field, when an answer strays from the contract.
    return v.parse(calls[name].response, json) as ResponseOf<TName>
  }

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

  return { db, app, call, outbox, lastCode, insertAccount, setStatus, expireCodes }
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
