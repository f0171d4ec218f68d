import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, phoneOf, type TestApi } from '../http/api-test-client.test-support.ts'
import { outboxDelivery } from './code-delivery.ts'
import { consumeTac, issueTac } from './tac-codes.ts'

// The hash's cost and storage are password-storage.test.ts's; these flows check it at a cost that
// takes milliseconds, and behave the same.
vi.mock('./password-hash.ts', () => import('./cheap-password-hash.test-support.ts'))

describe.each(testBackends)('accounts on $name', (backend) => {
  let api: TestApi
  const domain = 'template4.localhost'

  beforeAll(async () => {
    api = await openTestApi(backend)
  }, 60_000)
  afterAll(() => api.db.close())

  // Each account id is a player with a browser of its own (see openTestApi).
  const call = async (path: string, body: unknown) => (await api.call(path, body)).body
  const outboxCode = async (accountId: string) => {
    const res = await api.app.request(`/dev/outbox?account_id=${accountId}&domain_name=${domain}`)
    const { messages } = await res.json()
    return messages[0]?.code as string
  }

  async function register(accountId: string, password = 'correct horse') {
    const signup = await call('/auth/signup', {
      domain_name: domain,
      account_id: accountId,
      password,
      contact_phone: phoneOf(accountId),
    })
    expect(signup).toMatchObject({ statusCode: 1, sent_to: '*********4567', resend_after: 60 })
    const verified = await call('/auth/tac/verify', {
      domain_name: domain,
      account_id: accountId,
      tac: await outboxCode(accountId),
    })
    expect(verified.statusCode).toBe(1)
    return verified.token as string
  }

  it('registers with the code from the outbox, signs in and starts at a zero balance', async () => {
    const token = await register('alice_01')
    expect(token.length).toBeGreaterThanOrEqual(22)
    expect(await call('/auth/get_balance', { account_id: 'alice_01', auth: token })).toMatchObject({
      statusCode: 1,
      game_balance: 0,
    })
    const login = await call('/auth/login', {
      domain_name: domain,
      account_id: 'Alice_01',
      password: 'correct horse',
    })
    expect(login).toMatchObject({ statusCode: 1, user: { account_id: 'alice_01' } })
    expect(login.token).not.toBe(token)
  })

  it('refuses a second account with the same id on the same site', async () => {
    await register('taken_id')
    expect(
      await call('/auth/signup', {
        domain_name: domain,
        account_id: 'taken_id',
        password: 'x'.repeat(8),
        contact_phone: phoneOf('taken_id_2'),
      }),
    ).toMatchObject({ statusCode: -409, statusMessage: 'accountExists' })
  })

  it('answers an unknown account exactly like a wrong password', async () => {
    await register('bob_01')
    const wrong = await call('/auth/login', {
      domain_name: domain,
      account_id: 'bob_01',
      password: 'wrong password',
    })
    const unknown = await call('/auth/login', {
      domain_name: domain,
      account_id: 'nobody_here',
      password: 'wrong password',
    })
    expect(wrong).toEqual(unknown)
    expect(wrong).toMatchObject({ statusCode: -401, statusMessage: 'invalidCredentials' })
  })

  it('holds a guesser back after 5 failures, even for the right password, and says how long', async () => {
    await register('carol_01')
    for (let i = 0; i < 5; i++) {
      const wrong = await call('/auth/login', {
        domain_name: domain,
        account_id: 'carol_01',
        password: `guess number ${i}`,
      })
      expect(wrong.statusMessage).toBe('invalidCredentials')
    }
    const held = await api.call('/auth/login', {
      domain_name: domain,
      account_id: 'carol_01',
      password: 'correct horse',
    })
    expect(held.body).toMatchObject({ statusCode: -429, statusMessage: 'tooManyAttempts' })
    expect(Number(held.body.statusDetail)).toBeGreaterThan(0)
    expect(held.status).toBe(429)
  })

  it('refuses a token of account A used with account B’s id', async () => {
    const tokenA = await register('dave_a')
    await register('dave_b')
    expect(await call('/auth/get_balance', { account_id: 'dave_b', auth: tokenA })).toMatchObject({
      statusCode: -401,
      statusMessage: 'sessionExpired',
    })
  })

  it('revokes the token at logout', async () => {
    const token = await register('erin_01')
    expect(await call('/auth/logout', { account_id: 'erin_01', auth: token })).toMatchObject({
      statusCode: 1,
    })
    expect(await call('/auth/get_balance', { account_id: 'erin_01', auth: token })).toMatchObject({
      statusMessage: 'sessionExpired',
    })
  })

  it('a password change ends every session and the old password stops working', async () => {
    const token = await register('frank_01', 'old password')
    // Signed in on a second device too.
    const other = (
      await api.call(
        '/auth/login',
        { domain_name: domain, account_id: 'frank_01', password: 'old password' },
        {},
        'frank_phone',
      )
    ).body.token
    expect(
      await call('/auth/update_password', {
        account_id: 'frank_01',
        auth: token,
        password: 'not the password',
        new_password: 'new password',
      }),
    ).toMatchObject({ statusMessage: 'invalidCredentials' })
    expect(
      await call('/auth/update_password', {
        account_id: 'frank_01',
        auth: token,
        password: 'old password',
        new_password: 'new password',
      }),
    ).toMatchObject({ statusCode: 1 })
    for (const [auth, browser] of [
      [token, undefined],
      [other, 'frank_phone'],
    ] as const) {
      const { body } = await api.call(
        '/auth/get_balance',
        { account_id: 'frank_01', auth },
        {},
        browser,
      )
      expect(body).toMatchObject({ statusMessage: 'sessionExpired' })
    }
    expect(
      (
        await call('/auth/login', {
          domain_name: domain,
          account_id: 'frank_01',
          password: 'old password',
        })
      ).statusCode,
    ).toBe(-401)
    expect(
      (
        await call('/auth/login', {
          domain_name: domain,
          account_id: 'frank_01',
          password: 'new password',
        })
      ).statusCode,
    ).toBe(1)
  })

  it('a pending account cannot sign in with its password before confirming', async () => {
    await call('/auth/signup', {
      domain_name: domain,
      account_id: 'pending_1',
      password: 'correct horse',
      contact_phone: phoneOf('pending_1'),
    })
    expect(
      (
        await call('/auth/login', {
          domain_name: domain,
          account_id: 'pending_1',
          password: 'correct horse',
        })
      ).statusCode,
    ).toBe(-401)
  })

  describe('one-time codes', () => {
    const target = { domain_name: domain, account_id: 'tac_target', phone: '+639172222222' }
    const issue = () => issueTac(api.db, outboxDelivery(api.db), target, 'login', new Date(), 60)
    const consume = (code: string, now = new Date()) =>
      consumeTac(api.db, target, 'login', code, now)

    it('work once', async () => {
      await issue()
      const code = await outboxCode('tac_target')
      expect(await consume(code)).toBe('ok')
      expect(await consume(code)).toBe('invalid')
    })

    it('die after 5 wrong tries, even for the right code', async () => {
      await issue()
      const code = await outboxCode('tac_target')
      const wrong = code === '000000' ? '111111' : '000000'
      for (let i = 0; i < 5; i++) expect(await consume(wrong)).toBe('invalid')
      expect(await consume(code)).toBe('invalid')
    })

    it('expire after 10 minutes', async () => {
      await issue()
      const code = await outboxCode('tac_target')
      expect(await consume(code, new Date(Date.now() + 10 * 60_000 + 1_000))).toBe('expired')
    })

    it('a new code replaces the old one', async () => {
      await issue()
      const first = await outboxCode('tac_target')
      await issue()
      const second = await outboxCode('tac_target')
      if (first !== second) expect(await consume(first)).toBe('invalid')
      expect(await consume(second)).toBe('ok')
    })

    it('are stored only as hashes, and withdrawn when the gateway refuses them', async () => {
      const sent = await issue()
      const code = await outboxCode('tac_target')
      const rows = await api.db.query<{ code_hash: string }>(
        `select code_hash from tac_codes where account_id = 'tac_target'`,
      )
      expect(rows.map((row) => row.code_hash)).not.toContain(code)
      expect(sent.resend_after).toBe(60)
      const failing = { name: 'down', send: () => Promise.reject(new Error('gateway down')) }
      await expect(issueTac(api.db, failing, target, 'login', new Date(), 60)).rejects.toThrow(
        'could not be sent',
      )
      const [live] = await api.db.query<{ n: number }>(
        `select count(*)::int as n from tac_codes where account_id = 'tac_target' and used_at is null`,
      )
      expect(live?.n).toBe(0)
    })
  })
})
