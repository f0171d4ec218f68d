import { statusMessage } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, type Player, type TestApi } from '../http/api-test-client.test-support.ts'
import { defaultThrottles } from '../throttle/throttle-rules.ts'
import { defaultSessionRules } from './session-tokens.ts'

// Not a suite about password storage: the cheap hash checks the same way, in milliseconds.
vi.mock('./password-hash.ts', () => import('./cheap-password-hash.test-support.ts'))

const domain = 'template1.localhost'
const minute = 60_000

/**
 * Sign-in as an attacker tries it: bursts, many addresses, many accounts, stolen tokens, and a
 * session left open. The server's clock is the suite's own (it moves with `advance`).
 */
describe.each(testBackends)('sign-in security on $name', (backend) => {
  let api: TestApi
  let now = Date.now()
  const advance = (ms: number) => {
    now += ms
  }

  beforeAll(async () => {
    api = await openTestApi(backend, { clock: () => new Date(now) })
  })
  afterAll(() => api.db.close())

  const login = (
    account_id: string,
    password: string,
    headers: Record<string, string> = {},
    browser?: string,
  ) => api.call('/auth/login', { domain_name: domain, account_id, password }, headers, browser)
  const balance = (player: Player, browser?: string) =>
    api.call('/auth/get_balance', player, {}, browser)

  it('counts a burst of guesses as it arrives: of 100 sent at once, only the free ones are checked', async () => {
    await api.registerPlayer('burst_target')
    const guesses = Array.from({ length: 100 }, (_, i) =>
      login('burst_target', i === 99 ? 'correct horse' : `wrong guess ${i}`),
    )
    const answers = await Promise.all(guesses)
    const checked = answers.filter((a) => a.body.statusMessage !== statusMessage.tooManyAttempts)
    expect(checked.length).toBeLessThanOrEqual(defaultThrottles.signInPair.free)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(
      100 - defaultThrottles.signInPair.free,
    )
  })

  it('an attacker’s failures hold back the attacker, not the owner on their own device', async () => {
    const owner = await api.registerPlayer('victim_one')
    const attacker = { 'x-forwarded-for': '203.0.113.66' }
    for (let i = 0; i < 50; i++)
      await login('victim_one', `attacker guess ${i}`, attacker, 'attacker')
    expect((await login('victim_one', 'attacker guess x', attacker, 'attacker')).status).toBe(429)
    // The owner signs in at once, from the browser the account knows.
    const signedIn = await login('victim_one', 'correct horse')
    expect(signedIn.body.statusCode, JSON.stringify(signedIn.body)).toBe(1)
    expect((await balance({ ...owner, auth: signedIn.body.token })).body.statusCode).toBe(1)
  })

  it('many addresses spend the account’s limit for new devices only: a known device still signs in', async () => {
    await api.registerPlayer('victim_two')
    for (let i = 0; i < defaultThrottles.signInAccount.free; i++) {
      await login(
        'victim_two',
        `spread guess ${i}`,
        { 'x-forwarded-for': `198.51.100.${i + 1}` },
        `bot${i}`,
      )
    }
    const newDevice = await login(
      'victim_two',
      'correct horse',
      { 'x-forwarded-for': '192.0.2.7' },
      'new_phone',
    )
    expect(newDevice.body.statusMessage).toBe(statusMessage.tooManyAttempts)
    const knownDevice = await login('victim_two', 'correct horse')
    expect(knownDevice.body.statusCode).toBe(1)
  })

  it('holds back one address trying many accounts', async () => {
    const stuffer = { 'x-forwarded-for': '203.0.113.99' }
    const answers = []
    for (let i = 0; i < 200; i++) {
      answers.push(
        (await login(`someone_${i}`, 'Password123', stuffer, 'stuffer')).body.statusMessage,
      )
    }
    const checked = answers.filter((m) => m === statusMessage.invalidCredentials).length
    expect(checked).toBeLessThanOrEqual(defaultThrottles.signInSource.free + 1)
    expect(answers.at(-1)).toBe(statusMessage.tooManyAttempts)
  })

  describe('sessions', () => {
    it('end after the idle time without a call, and live while in use', async () => {
      const player = await api.registerPlayer('idle_player')
      for (let i = 0; i < 5; i++) {
        advance(defaultSessionRules.idleMinutes * minute - minute)
        expect((await balance(player)).body.statusCode).toBe(1)
      }
      advance(defaultSessionRules.idleMinutes * minute)
      expect((await balance(player)).body).toMatchObject({
        statusCode: -401,
        statusMessage: statusMessage.sessionExpired,
      })
    })

    it('end at their absolute age however busy', async () => {
      const player = await api.registerPlayer('busy_player')
      const step = defaultSessionRules.idleMinutes * minute - minute
      let alive = 0
      while ((await balance(player)).body.statusCode === 1) {
        alive += step
        advance(step)
      }
      expect(alive).toBeGreaterThanOrEqual(defaultSessionRules.maxHours * 60 * minute - step)
      expect(alive).toBeLessThanOrEqual(defaultSessionRules.maxHours * 60 * minute + step)
    })

    it('are bound to their HttpOnly cookie: the token alone, or with another session’s cookie, is refused', async () => {
      const player = await api.registerPlayer('bound_player')
      const cookies = api.cookies('bound_player')
      const stolen = new Map(cookies)
      cookies.clear()
      expect((await balance(player)).body.statusMessage).toBe(statusMessage.sessionExpired)
      // Another session of the same player, and its cookie: still not this token's.
      for (const [name, value] of stolen) cookies.set(name, value)
      const other = await login('bound_player', 'correct horse', {}, 'bound_phone')
      api
        .cookies('bound_player')
        .set('parlor_session', api.cookies('bound_phone').get('parlor_session') ?? '')
      expect((await balance(player)).body.statusMessage).toBe(statusMessage.sessionExpired)
      expect(
        (await balance({ ...player, auth: other.body.token }, 'bound_phone')).body.statusCode,
      ).toBe(1)
    })

    it('set their cookies HttpOnly, SameSite=Strict and, over TLS, Secure with __Host-', async () => {
      const signIn = (url: string, headers: Record<string, string> = {}) =>
        api.app.request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            domain_name: domain,
            account_id: 'cookie_jar',
            password: 'correct horse',
          }),
        })
      await api.registerPlayer('cookie_jar')
      const overTls = (
        await signIn('https://template1.localhost/api/auth/login')
      ).headers.getSetCookie()
      expect(overTls.some((c) => c.startsWith('__Host-parlor_session='))).toBe(true)
      for (const cookie of overTls) {
        expect(cookie).toMatch(/; HttpOnly/)
        expect(cookie).toMatch(/; Secure/)
        expect(cookie).toMatch(/; SameSite=Strict/)
        expect(cookie).toMatch(/; Path=\//)
      }
      // Plain HTTP, on a LAN address or on localhost (the demo): WebKit never stores a Secure
      // cookie there, even on localhost, so none is Secure.
      for (const address of ['http://192.168.1.20:8080', 'http://template1.localhost:8080']) {
        const plain = (await signIn(`${address}/api/auth/login`)).headers.getSetCookie()
        expect(plain.some((c) => c.startsWith('parlor_session='))).toBe(true)
        for (const cookie of plain) {
          expect(cookie).not.toMatch(/Secure/)
          expect(cookie).toMatch(/; HttpOnly/)
          expect(cookie).toMatch(/; SameSite=Strict/)
        }
      }
      // Behind a trusted TLS proxy: Secure again.
      const proxied = (
        await signIn('http://shop.example/api/auth/login', { 'x-forwarded-proto': 'https' })
      ).headers.getSetCookie()
      expect(proxied.some((c) => c.startsWith('__Host-parlor_session='))).toBe(true)
    })

    it('log out clears the session cookie', async () => {
      const player = await api.registerPlayer('leaving_player')
      const res = await api.app.request('/api/auth/logout', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: [...api.cookies('leaving_player')].map(([n, v]) => `${n}=${v}`).join('; '),
        },
        body: JSON.stringify(player),
      })
      expect((await res.json()).statusCode).toBe(1)
      expect(res.headers.getSetCookie().find((c) => c.startsWith('parlor_session='))).toMatch(
        /Max-Age=0/,
      )
    })
  })

  it('a stolen session cannot guess the password either: changes of password are throttled', async () => {
    const player = await api.registerPlayer('changer')
    const answers = []
    for (let i = 0; i < 10; i++) {
      const { body } = await api.call('/auth/update_password', {
        ...player,
        password: `not it ${i}xx`,
        new_password: 'taken over!',
      })
      answers.push(body.statusMessage)
    }
    expect(answers.filter((m) => m === statusMessage.invalidCredentials).length).toBe(
      defaultThrottles.signInPair.free,
    )
    expect(answers.at(-1)).toBe(statusMessage.tooManyAttempts)
  })
})
