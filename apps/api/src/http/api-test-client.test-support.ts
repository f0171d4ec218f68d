import { type CallName, calls, type ResponseOf, type SuccessOf } from '@parlor/contract'
import * as v from 'valibot'
import { expect } from 'vitest'
import { createApp } from '../app.ts'
import type { TestBackend } from '../db/database.test-support.ts'
import { lockAccount, postEntry } from '../wallet/ledger.ts'

export interface Player {
  readonly account_id: string
  readonly auth: string
}

export interface ApiAnswer {
  readonly status: number
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the call answers
  readonly body: any
}

/** Asserts that `body` is a success answer of the call, exactly as the contract shapes it. */
export function success<TName extends CallName>(
  name: TName,
  body: unknown,
): SuccessOf<ResponseOf<TName>> {
  const parsed = v.parse(calls[name].response, body) as ResponseOf<TName>
  expect(parsed.statusCode, JSON.stringify(body)).toBe(1)
  return parsed as SuccessOf<ResponseOf<TName>>
}

/**
 * The whole server over a fresh database holding the demo sites, driven as a browser would: POST
 * JSON to /api, codes from the development outbox.
 */
export async function openTestApi(
  backend: TestBackend,
  options: { readonly seededAt?: Date; readonly clock?: () => Date } = {},
) {
  const db = await backend.openSeeded(options.seededAt)
  const { app } = createApp(db, options.clock ? { clock: options.clock } : {})

  async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: await res.json() } as ApiAnswer
  }

  /** Calls by contract name; the answer must match the call's response schema. */
  async function request<TName extends CallName>(
    name: TName,
    body: unknown,
  ): Promise<ResponseOf<TName>> {
    const res = await app.request(calls[name].path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return v.parse(calls[name].response, await res.json()) as ResponseOf<TName>
  }

  /** Like `request`, and fails the test unless the answer is a success. */
  async function succeed<TName extends CallName>(name: TName, body: unknown) {
    return success(name, await request(name, body))
  }

  /** Signs a new player up and in (scrypt makes this cost about half a second). */
  async function registerPlayer(accountId: string, domain = 'template1.localhost') {
    const signup = await call('/auth/signup', {
      domain_name: domain,
      account_id: accountId,
      password: 'correct horse',
      contact_phone: '+639171234567',
    })
    expect(signup.body.statusCode).toBe(1)
    const outbox = await app.request(`/dev/outbox?account_id=${accountId}&domain_name=${domain}`)
    const { messages } = await outbox.json()
    const verified = await call('/auth/tac/verify', {
      domain_name: domain,
      account_id: accountId,
      tac: messages[0].code,
    })
    expect(verified.body.statusCode).toBe(1)
    return { account_id: accountId, auth: verified.body.token as string } satisfies Player
  }

  async function balance(player: Player): Promise<number> {
    const { body } = await call('/auth/get_balance', player)
    expect(body.statusCode).toBe(1)
    return body.game_balance
  }

  /** A direct credit, as an operator's adjustment would make, to give a test player money. */
  async function credit(player: Player, amount: number) {
    const [row] = await db.query<{ id: number }>(
      'select id::int as id from accounts where account_id = $1',
      [player.account_id],
    )
    if (!row) throw new Error(`No account ${player.account_id}`)
    await db.transaction(async (tx) => {
      await lockAccount(tx, row.id)
      await postEntry(tx, row.id, {
        amount,
        kind: 'adjustment',
        reference: 'test',
        description: 'Test credit',
      })
    })
  }

  return { db, app, call, request, succeed, registerPlayer, balance, credit }
}

export type TestApi = Awaited<ReturnType<typeof openTestApi>>
