import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.ts'
import { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrations.ts'
import { demoSites } from '../sites/demo-sites.ts'
import { seedSites } from '../sites/site-repository.ts'
import { consumeTac, issueTac } from './tac-codes.ts'

// The hash's cost and storage are password-storage.test.ts's; these flows check it at a cost that
// takes milliseconds, and behave the same.
vi.mock('./password-hash.ts', () => import('./cheap-password-hash.test-support.ts'))

describe.each(testBackends)('accounts on $name', (backend) => {
  let db: Database
  let app: ReturnType<typeof createApp>['app']
  const domain = 'template4.localhost'

  beforeAll(async () => {
    db = await backend.open()
    await migrate(db)
    await seedSites(db, demoSites(new Date()))
    app = createApp(db).app
  }, 60_000)
  afterAll(() => db.close())

  const call = async (path: string, body: unknown) => {
    const res = await app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return res.json()
  }
  const outboxCode = async (accountId: string) => {
    const res = await app.request(`/dev/outbox?account_id=${accountId}&domain_name=${domain}`)
    const { messages } = await res.json()
    return messages[0]?.code as string
  }

  async function register(accountId: string, password = 'correct horse') {
    const signup = await call('/auth/signup', {
      domain_name: domain,
      account_id: accountId,
      password,
      contact_phone: '+639171234567',
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
        contact_phone: '+639170000000',
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

  it('refuses further tries after 10 failures in 15 minutes, even the right password', async () => {
    await register('carol_01')
    for (let i = 0; i < 10; i++) {
      const wrong = await call('/auth/login', {
        domain_name: domain,
        account_id: 'carol_01',
        password: `guess number ${i}`,
      })
      expect(wrong.statusMessage).toBe('invalidCredentials')
    }
    expect(
      await call('/auth/login', {
        domain_name: domain,
        account_id: 'carol_01',
        password: 'correct horse',
      }),
    ).toMatchObject({ statusCode: -429, statusMessage: 'tooManyAttempts' })
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
    const other = (
      await call('/auth/login', {
        domain_name: domain,
        account_id: 'frank_01',
        password: 'old password',
      })
    ).token
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
    for (const t of [token, other]) {
      expect(await call('/auth/get_balance', { account_id: 'frank_01', auth: t })).toMatchObject({
        statusMessage: 'sessionExpired',
      })
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
      contact_phone: '+639171111111',
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

    it('work once', async () => {
      await issueTac(db, target, 'login')
      const code = await outboxCode('tac_target')
      expect(await consumeTac(db, target, 'login', code)).toBe('ok')
      expect(await consumeTac(db, target, 'login', code)).toBe('invalid')
    })

    it('die after 5 wrong tries, even for the right code', async () => {
      await issueTac(db, target, 'login')
      const code = await outboxCode('tac_target')
      const wrong = code === '000000' ? '111111' : '000000'
      for (let i = 0; i < 5; i++)
        expect(await consumeTac(db, target, 'login', wrong)).toBe('invalid')
      expect(await consumeTac(db, target, 'login', code)).toBe('invalid')
    })

    it('expire after 10 minutes', async () => {
      await issueTac(db, target, 'login')
      const code = await outboxCode('tac_target')
      const later = new Date(Date.now() + 10 * 60_000 + 1_000)
      expect(await consumeTac(db, target, 'login', code, later)).toBe('expired')
    })

    it('a new code replaces the old one', async () => {
      await issueTac(db, target, 'login')
      const first = await outboxCode('tac_target')
      await issueTac(db, target, 'login')
      const second = await outboxCode('tac_target')
      if (first !== second) expect(await consumeTac(db, target, 'login', first)).toBe('invalid')
      expect(await consumeTac(db, target, 'login', second)).toBe('ok')
    })
  })
})
