import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AccountSession, calls, type LanguageCode, setImageBase } from '@parlor/contract'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CallTable, createApiClient } from './api-client.ts'

type Behaviour = (req: IncomingMessage, res: ServerResponse, body: string) => void

/** A real HTTP server on loopback whose answer each test chooses. */
let behave: Behaviour
const received: { path: string; body: unknown; headers: IncomingMessage['headers'] }[] = []
const server = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => {
    body += chunk
  })
  req.on('end', () => {
    received.push({
      path: req.url ?? '',
      body: body ? JSON.parse(body) : null,
      headers: req.headers,
    })
    behave(req, res, body)
  })
})
let baseURL = ''

beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})
beforeEach(() => {
  received.length = 0
})

const json =
  (status: number, payload: unknown): Behaviour =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(payload))
  }

const credentials = {
  account_id: 'player_one',
  password: 'correct horse',
  domain_name: 'localhost',
}
const account = { account_id: 'player_one', auth: 'token-abc' }
const signedIn = () => account

async function closedPortURL(): Promise<string> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  probe.close()
  await once(probe, 'close')
  return `http://127.0.0.1:${port}`
}

describe('createApiClient: successful calls', () => {
  it('POSTs the call as JSON to its path under the base URL and returns the parsed answer', async () => {
    behave = json(200, {
      statusCode: 1,
      statusMessage: 'OK',
      token: 'token-abc',
      user: { account_id: 'player_one', session_token: 'token-abc' },
      fullname: 'Player One',
      email: 'one@example.com',
    })
    const api = createApiClient({ baseURL, calls })
    const res = await api.login({ ...credentials, account_id: '  Player_One ' })
    expect(res).toMatchObject({ statusCode: 1, token: 'token-abc', fullname: 'Player One' })
    expect(received[0]?.path).toBe('/api/auth/login')
    expect(received[0]?.headers['content-type']).toContain('application/json')
    // The contract's normalisation runs before sending: ids are trimmed and lower-cased.
    expect(received[0]?.body).toMatchObject({ account_id: 'player_one', external_id: '' })
  })

  it('sends the idempotency key of a money call as a header, and of no other call', async () => {
    behave = json(200, { statusCode: 1, claimed_amount: 5, game_balance: 1500 })
    const api = createApiClient({ baseURL, calls, session: signedIn })
    await api.claimInbox({ inbox_id: 3 }, { idempotencyKey: 'key-1' })
    expect(received[0]?.headers['idempotency-key']).toBe('key-1')
    behave = json(200, { statusCode: 1, game_balance: 1500, game_token: 'g' })
    await api.getBalance({}, { idempotencyKey: 'key-2' })
    expect(received[1]?.headers['idempotency-key']).toBeUndefined()
  })

  it('loads a definition given as a loader on its first use, once', async () => {
    behave = json(200, { statusCode: 1, game_balance: 1500, game_token: 'g' })
    let loads = 0
    const table: CallTable = {
      ...calls,
      getBalance: async () => {
        loads += 1
        return calls.getBalance
      },
    }
    const api = createApiClient({ baseURL, calls: table, session: signedIn })
    expect(loads).toBe(0)
    expect(await api.getBalance({})).toMatchObject({ statusCode: 1, game_balance: 1500 })
    await api.getBalance({})
    expect(received).toHaveLength(2)
    expect(loads).toBe(1)
  })

  it('answers a definition that fails to download as the call failing on the network', async () => {
    const api = createApiClient({
      baseURL,
      calls: { ...calls, getBalance: () => Promise.reject(new Error('chunk gone')) },
      session: signedIn,
    })
    expect(await api.getBalance({})).toMatchObject({
      statusCode: -503,
      statusMessage: 'serviceUnavailable',
    })
    expect(received).toHaveLength(0)
  })

  it('reads the answer from a replacement fetch instead of the network', async () => {
    behave = json(500, { statusCode: -500 })
    const answer = {
      statusCode: 1,
      statusMessage: 'OK',
      statusDetail: '',
      game_balance: 7,
      game_token: 'g',
    }
    const api = createApiClient({
      baseURL,
      calls,
      fetch: async () =>
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      session: signedIn,
    })
    expect(await api.getBalance({})).toEqual(answer)
    expect(received).toHaveLength(0)
  })

  it('passes a valid failure envelope on unchanged, whatever the HTTP status', async () => {
    behave = json(401, { statusCode: -401, statusMessage: 'sessionExpired', statusDetail: 'token' })
    const api = createApiClient({ baseURL, calls, session: signedIn })
    expect(await api.getBalance({})).toEqual({
      statusCode: -401,
      statusMessage: 'sessionExpired',
      statusDetail: 'token',
    })
  })

  it('refuses bad input without sending anything, naming the field', async () => {
    behave = json(200, { statusCode: 1 })
    const api = createApiClient({ baseURL, calls })
    const res = await api.login({ ...credentials, password: 'short' })
    expect(res).toMatchObject({ statusCode: -400, statusMessage: 'invalidRequest' })
    expect(res.statusDetail).toContain('password')
    expect(received).toHaveLength(0)
  })
})

describe('createApiClient: the session of account calls', () => {
  const balance = json(200, { statusCode: 1, game_balance: 1500, game_token: 'g' })

  it("puts the session's account_id and auth into an account call's body", async () => {
    behave = json(200, { statusCode: 1, unread_count: 0 })
    const api = createApiClient({ baseURL, calls, session: signedIn })
    expect(await api.readInbox({ inbox_id: 3 })).toMatchObject({ statusCode: 1 })
    expect(received[0]?.body).toEqual({ inbox_id: 3, account_id: 'player_one', auth: 'token-abc' })
  })

  it('reads the session as each call is made, so signing in after creating the client counts', async () => {
    behave = balance
    let session: AccountSession | null = null
    const api = createApiClient({ baseURL, calls, session: () => session })
    session = account
    expect(await api.getBalance({})).toMatchObject({ statusCode: 1 })
    session = { account_id: 'player_two', auth: 'token-def' }
    await api.getBalance({})
    expect(received.map((request) => request.body)).toEqual([
      account,
      { account_id: 'player_two', auth: 'token-def' },
    ])
  })

  it('sends the session a call was made with, though it ends before the call goes out', async () => {
    behave = json(200, { statusCode: 1 })
    let session: AccountSession | null = account
    const api = createApiClient({ baseURL, calls, session: () => session })
    // As a sign-out does: the revocation is made, then the player is forgotten.
    const revoking = api.logout({})
    session = null
    expect(await revoking).toMatchObject({ statusCode: 1 })
    expect(received[0]?.body).toEqual(account)
  })

  it('sends nothing for an account call without a session, and answers sessionExpired', async () => {
    behave = balance
    const expired = { statusCode: -401, statusMessage: 'sessionExpired', statusDetail: '' }
    const guest = createApiClient({ baseURL, calls, session: () => null })
    expect(await guest.getBalance({})).toEqual(expired)
    // Whatever the call's failure policy, and from a client given no session at all.
    const deposit = { amount: 100_000, method: 'bank_transfer' } as const
    expect(await guest.deposit(deposit)).toEqual(expired)
    expect(await createApiClient({ baseURL, calls }).deposit(deposit)).toEqual(expired)
    expect(received).toHaveLength(0)
  })

  it('validates the session it attaches, naming the field', async () => {
    behave = balance
    const api = createApiClient({
      baseURL,
      calls,
      session: () => ({ account_id: 'x', auth: 'token-abc' }),
    })
    const res = await api.getBalance({})
    expect(res).toMatchObject({ statusCode: -400, statusMessage: 'invalidRequest' })
    expect(res.statusDetail).toContain('account_id')
    expect(received).toHaveLength(0)
  })

  it('sends a public call without the session, even with a player signed in', async () => {
    behave = json(200, { statusCode: 1, accountList: [] })
    const api = createApiClient({ baseURL, calls, session: signedIn })
    await api.socialAccount({ domain_name: 'localhost' })
    expect(received[0]?.body).toEqual({ domain_name: 'localhost', external_id: '' })
  })
})

describe('createApiClient: the language of localized calls', () => {
  const site = { domain_name: 'localhost' }
  const noItems = json(200, { statusCode: 1, items: [] })

  it('sends the language on screen with a localized call, read as each call is made', async () => {
    behave = noItems
    let language: LanguageCode = 'RUS'
    const api = createApiClient({ baseURL, calls, language: () => language })
    await api.promotionList(site)
    language = 'NE'
    await api.announcements(site)
    expect(received.map((request) => request.body)).toEqual([
      { ...site, external_id: '', language: 'RUS', category: '' },
      { ...site, external_id: '', language: 'NE' },
    ])
  })

  it('keeps a language the caller names, and adds none to other calls', async () => {
    behave = noItems
    const api = createApiClient({ baseURL, calls, language: () => 'RUS' })
    await api.promotionList({ ...site, language: 'CN' })
    await api.partners(site)
    expect(received.map((request) => request.body)).toEqual([
      { ...site, external_id: '', language: 'CN', category: '' },
      { ...site, external_id: '' },
    ])
  })

  it('sends it beside the session of an account call', async () => {
    behave = json(200, { statusCode: 1, items: [], unread_count: 0 })
    const api = createApiClient({ baseURL, calls, session: signedIn, language: () => 'VI' })
    await api.getInbox({})
    expect(received[0]?.body).toEqual({ ...account, language: 'VI' })
  })

  it('sends none without the option: the server then answers in the site language', async () => {
    behave = noItems
    await createApiClient({ baseURL, calls }).news({ ...site, page: 1, page_size: 5 })
    expect(received[0]?.body).toEqual({ ...site, external_id: '', page: 1, page_size: 5 })
  })
})

describe('createApiClient: image addresses', () => {
  afterEach(() => setImageBase(''))

  it('reads every image an answer names against the deployment’s image base', async () => {
    setImageBase('https://img.operator.example')
    behave = json(200, {
      statusCode: 1,
      accountList: [
        {
          type: 'telegram',
          name: '@site',
          url: 'https://t.me/site',
          icon: '/media/social/telegram.svg',
        },
      ],
    })
    const answer = await createApiClient({ baseURL, calls }).socialAccount({
      domain_name: 'localhost',
    })
    expect(answer).toMatchObject({
      accountList: [
        {
          icon: 'https://img.operator.example/media/social/telegram.svg',
          url: 'https://t.me/site',
        },
      ],
    })
  })
})

describe('createApiClient: failures map as the general error handler rules say', () => {
  it('a refused connection: auth → -500, balance → -503, startup-area → 0 disconnect', async () => {
    const api = createApiClient({ baseURL: await closedPortURL(), calls, session: signedIn })
    expect(await api.login(credentials)).toMatchObject({
      statusCode: -500,
      statusMessage: 'internalServerError',
    })
    expect(await api.getBalance({})).toMatchObject({
      statusCode: -503,
      statusMessage: 'serviceUnavailable',
    })
    expect(await api.favList({})).toMatchObject({ statusCode: -503 })
    expect(await api.socialAccount({ domain_name: 'localhost' })).toMatchObject({
      statusCode: 0,
      statusMessage: 'disconnect',
    })
  })

  it('a refused startup → -500 with details and the not-in-maintenance flag', async () => {
    const api = createApiClient({ baseURL: await closedPortURL(), calls })
    const res = await api.startup({ domain_name: 'localhost' })
    expect(res).toMatchObject({
      statusCode: -500,
      statusMessage: 'internalServerError',
      maintenance: { is_maintenance: false },
    })
    expect(res.statusDetail).toContain('/api/startup')
  })

  it('a timeout counts as a network failure', async () => {
    behave = () => {
      // never answers
    }
    const api = createApiClient({ baseURL, calls, timeoutMs: 150 })
    const started = Date.now()
    expect(await api.socialAccount({ domain_name: 'localhost' })).toMatchObject({
      statusCode: 0,
      statusMessage: 'disconnect',
    })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await api.partners({ domain_name: 'localhost' })).toMatchObject({ statusCode: -503 })
  })

  it('HTTP 500 with an HTML page: site info → -503, login → -500, startup-area → -500', async () => {
    behave = (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' })
      res.end('<h1>Internal Server Error</h1>')
    }
    const api = createApiClient({ baseURL, calls })
    expect(await api.siteInfoDetail({ domain_name: 'localhost' })).toMatchObject({
      statusCode: -503,
      statusMessage: 'serviceUnavailable',
    })
    expect(await api.login(credentials)).toMatchObject({ statusCode: -500 })
    expect(await api.socialAccount({ domain_name: 'localhost' })).toMatchObject({
      statusCode: -500,
      statusMessage: 'internalServerError',
    })
  })

  it('invalid JSON with HTTP 200 is an error, not a crash', async () => {
    behave = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"statusCode": 1, "token":')
    }
    const api = createApiClient({ baseURL, calls })
    const res = await api.login(credentials)
    expect(res).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' })
    expect(res.statusDetail).toContain('not JSON')
    expect(await api.seo({ domain_name: 'localhost', page_name: 'home' })).toMatchObject({
      statusCode: -503,
    })
  })

  it('a success answer that misses its fields is a schema error naming the field', async () => {
    behave = json(200, { statusCode: 1, statusMessage: 'OK', fullname: 'no token here' })
    const api = createApiClient({ baseURL, calls })
    const res = await api.login(credentials)
    expect(res).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' })
    expect(res.statusDetail).toContain('unexpected answer')
    expect(res.statusDetail).toContain('token')
  })
})
