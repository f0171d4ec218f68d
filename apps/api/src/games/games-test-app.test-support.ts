import type { testBackends } from '../db/database.test-support.ts'
import { openTestApi, success } from '../http/api-test-client.test-support.ts'

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

  /** Signs in again, on another device of the player's (`browser`): answers its token. */
  async function signIn(accountId: string, browser: string, site = domain): Promise<string> {
    const answer = await api.request(
      'login',
      { domain_name: site, account_id: accountId, password },
      {},
      browser,
    )
    return success('login', answer).token
  }

  return { db, app, call: api.request, succeed: api.succeed, register, signIn }
}
