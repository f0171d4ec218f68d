import { type CallName, calls, type ResponseOf, type SuccessOf } from '@parlor/contract'
import * as v from 'valibot'
import { expect } from 'vitest'
import { type AppOptions, createApp } from '../app.ts'
import type { TestBackend } from '../db/database.test-support.ts'
import { lockAccount, postEntry } from '../wallet/ledger.ts'
import { cookieHeader, keepCookies } from './cookie-jar.test-support.ts'

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

/** A stand-in address per account id, so each test player counts as a device of its own. */
export function sourceOf(accountId: string): string {
  let hash = 0
  for (const char of accountId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`
}

/**
 * A phone number of the account's own (ending in 4567, as the starred-out answers show it): the
 * server limits the codes one number is sent, as it would for one real phone.
 */
export function phoneOf(accountId: string): string {
  const digits = String(Number.parseInt(sourceOf(accountId).replaceAll('.', ''), 10) % 100_000)
  return `+639${digits.padStart(5, '0')}4567`
}

/**
 * The whole server over a fresh database holding the demo sites, in demo mode, driven as a
 * browser would: POST JSON to /api, codes from the development outbox. Each player (by the
 * `account_id` in the body) has a browser of its own: its own address (sent as a trusted
 * proxy's `X-Forwarded-For`) and its own cookie jar, which keeps the session and device cookies
 * its sign-ins set and sends them back, as a browser would.
 */
export async function openTestApi(
  backend: TestBackend,
  options: { readonly seededAt?: Date } & Omit<AppOptions, 'mode'> = {},
) {
  const { seededAt, ...appOptions } = options
  const db = await backend.openSeeded(seededAt)
  const { app } = createApp(db, { mode: 'demo', trustedProxies: 1, ...appOptions })
  const jars = new Map<string, Map<string, string>>()

  /**
   * Sends a call from a browser, and keeps the cookies the answer sets: by default the body's
   * player's own browser, or `browser`, a second one (another device of the same player).
   */
  async function send(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    browser?: string,
  ) {
    const accountId =
      typeof body === 'object' && body !== null && 'account_id' in body
        ? String(body.account_id).trim().toLowerCase()
        : ''
    const name = browser ?? accountId
    const jar = jars.get(name) ?? new Map<string, string>()
    jars.set(name, jar)
    const cookie = cookieHeader(jar)
    const res = await app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': sourceOf(name),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    })
    keepCookies(jar, res)
    return res
  }

  async function call(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    browser?: string,
  ) {
    const res = await send(`/api${path}`, body, headers, browser)
    return { status: res.status, body: await res.json() } as ApiAnswer
  }

  /** Calls by contract name; the answer must match the call's response schema. */
  async function request<TName extends CallName>(
    name: TName,
    body: unknown,
    headers: Record<string, string> = {},
    browser?: string,
  ): Promise<ResponseOf<TName>> {
    const res = await send(calls[name].path, body, headers, browser)
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
      contact_phone: phoneOf(accountId),
    })
    expect(signup.body.statusCode, JSON.stringify(signup.body)).toBe(1)
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

  /** The cookies a player's browser holds now (to steal them, or to drop them, in a test). */
  const cookies = (accountId: string) => {
    const jar = jars.get(accountId) ?? new Map<string, string>()
    jars.set(accountId, jar)
    return jar
  }

  return { db, app, call, request, succeed, registerPlayer, balance, credit, cookies }
}

export type TestApi = Awaited<ReturnType<typeof openTestApi>>
