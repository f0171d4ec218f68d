import { type CallName, calls, isSuccess, type ResponseOf, type SuccessOf } from '@parlor/contract'
import * as v from 'valibot'
import type { testBackends } from '../db/database.test-support.ts'
import { openTestApi } from '../http/api-test-client.test-support.ts'

/** A slot-family demo site (its menu: slots, fish, arcade, crash, lottery, bingo, livecasino). */
export const domain = 'template1.localhost'
export const password = 'correct horse'

/** The whole server on a fresh database holding the demo sites and the game catalogue. */
export async function openGamesTestApp(backend: (typeof testBackends)[number]) {
  const api = await openTestApi(backend.open)
  const { db, app } = api

  /** Posts a call; the answer must match the call's response schema or the test fails here. */
  async function call<TName extends CallName>(
    name: TName,
    body: Record<string, unknown>,
  ): Promise<ResponseOf<TName>> {
    const res = await app.request(calls[name].path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return v.parse(calls[name].response, await res.json()) as ResponseOf<TName>
  }

  /** A call that must succeed, narrowed to its success fields. */
  async function succeed<TName extends CallName>(
    name: TName,
    body: Record<string, unknown>,
  ): Promise<SuccessOf<ResponseOf<TName>>> {
    const answer = await call(name, body)
    if (!isSuccess(answer)) {
      throw new Error(`${name} failed: ${answer.statusMessage} ${answer.statusDetail}`)
    }
    return answer as SuccessOf<ResponseOf<TName>>
  }

  /** Signs up on `site`, confirms with the code from the outbox; answers the session token. */
  async function register(accountId: string, site = domain): Promise<string> {
    return (await api.registerPlayer(accountId, site)).auth
  }

  async function signIn(accountId: string, site = domain): Promise<string> {
    return (await succeed('login', { domain_name: site, account_id: accountId, password })).token
  }

  return { db, app, call, succeed, register, signIn }
}
