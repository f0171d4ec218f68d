import type { testBackends } from '../db/database.test-support.ts'
import { openTestApi } from '../http/api-test-client.test-support.ts'

/** A slot-family demo site (its menu: slots, fish, arcade, crash, lottery, bingo, livecasino). */
export const domain = 'template1.localhost'
export const password = 'correct horse'

/** The whole server on a fresh database holding the demo sites and the game catalogue. */
export async function openGamesTestApp(backend: (typeof testBackends)[number]) {
  const api = await openTestApi(backend)
  const { db, app } = api

  /** Signs up on `site`, confirms with the code from the outbox; answers the session token. */
  async function register(accountId: string, site = domain): Promise<string> {
    return (await api.registerPlayer(accountId, site)).auth
  }

  async function signIn(accountId: string, site = domain): Promise<string> {
    return (await api.succeed('login', { domain_name: site, account_id: accountId, password }))
      .token
  }

  return { db, app, call: api.request, succeed: api.succeed, register, signIn }
}
