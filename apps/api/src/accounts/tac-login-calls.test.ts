import { statusMessage } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import {
  domain,
  expectSuccess,
  knownPassword,
  openAccountApp,
  otherCode,
} from './account-flows.test-support.ts'
import { loginThrottle } from './login-throttle.ts'
import { tacRules } from './tac-codes.ts'
import { undisclosedPhone } from './tac-login-calls.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock('./password-hash.ts', () => import('./cheap-password-hash.test-support.ts'))

describe.each(testBackends)('sign-in with a one-time code on $name', (backend) => {
  let t: Awaited<ReturnType<typeof openAccountApp>>
  beforeAll(async () => {
    t = await openAccountApp(backend)
  }, 60_000)
  afterAll(() => t.db.close())

  const requestCode = (accountId: string, domainName = domain) =>
    t.call('tacRequestLogin', { domain_name: domainName, account_id: accountId })
  const loginTac = (accountId: string, tac: string) =>
    t.call('loginTac', { domain_name: domain, account_id: accountId, tac })
  const balance = (accountId: string, auth: string) =>
    t.call('getBalance', { account_id: accountId, auth })
  const failures = async (accountId: string) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from login_failures where domain_name = $1 and account_id = $2',
        [domain, accountId],
      )
    )[0]?.n

  it('sends a sign-in code to an open account and signs in with it, a new session each time', async () => {
    await t.insertAccount('tac_alice')
    const before = Date.now()
    const answer = expectSuccess(await requestCode('tac_alice'))
    expect(answer).toEqual({
      statusCode: 1,
      statusMessage: 'OK',
      statusDetail: '',
      sent_to: undisclosedPhone,
      expires_at: expect.any(String),
      resend_after: tacRules.resendAfterSeconds,
    })
    expect(Date.parse(answer.expires_at)).toBeGreaterThanOrEqual(before + tacRules.lifetimeMs)
    const [message] = await t.outbox('tac_alice')
    expect(message).toMatchObject({ purpose: 'login', sent_to: '*********4567' })

    const first = expectSuccess(await loginTac('tac_alice', message?.code ?? ''))
    expect(first).toMatchObject({
      user: { account_id: 'tac_alice', session_token: first.token },
      fullname: 'tac_alice',
      email: 'tac_alice@example.com',
    })
    expectSuccess(await balance('tac_alice', first.token))

    expectSuccess(await requestCode('Tac_Alice'))
    const second = expectSuccess(
      await loginTac('TAC_ALICE', await t.lastCode('tac_alice', 'login')),
    )
    expect(second.token).not.toBe(first.token)
    // Signing in again does not end the first session, as with the password.
    expectSuccess(await balance('tac_alice', first.token))
    expectSuccess(await balance('tac_alice', second.token))
  })

  it('answers alike, and sends nothing, for an unknown, pending, blocked or closed account', async () => {
    await t.insertAccount('tac_open')
    await t.insertAccount('tac_pending', 'pending')
    await t.insertAccount('tac_blocked', 'BLOCK')
    await t.insertAccount('tac_closed', 'CLOSE')
    const shape = (answer: Awaited<ReturnType<typeof requestCode>>) => {
      const { expires_at, ...rest } = expectSuccess(answer)
      expect(Math.abs(Date.parse(expires_at) - Date.now() - tacRules.lifetimeMs)).toBeLessThan(
        5_000,
      )
      return rest
    }
    const real = shape(await requestCode('tac_open'))
    for (const accountId of ['nobody_here', 'tac_pending', 'tac_blocked', 'tac_closed']) {
      expect(shape(await requestCode(accountId)), accountId).toEqual(real)
      expect(await t.outbox(accountId), accountId).toHaveLength(0)
    }
  })

  it('answers siteNotFound for an unknown domain', async () => {
    expect(await requestCode('tac_alice', 'nowhere.localhost')).toMatchObject({
      statusCode: -404,
      statusMessage: statusMessage.siteNotFound,
    })
  })

  it('a wrong, used, expired or other-purpose code is refused and counted as a failed sign-in', async () => {
    await t.insertAccount('tac_wrong')
    expectSuccess(await requestCode('tac_wrong'))
    const code = await t.lastCode('tac_wrong', 'login')
    expect(await loginTac('tac_wrong', otherCode(code))).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.invalidTac,
      statusDetail: 'tac',
    })
    expectSuccess(await loginTac('tac_wrong', code))
    expect((await loginTac('tac_wrong', code)).statusMessage).toBe(statusMessage.invalidTac)

    expectSuccess(
      await t.call('forgotPassword', {
        domain_name: domain,
        account_id: 'tac_wrong',
        contact_phone: '+639171234567',
      }),
    )
    const resetCode = await t.lastCode('tac_wrong', 'reset')
    expect((await loginTac('tac_wrong', resetCode)).statusMessage).toBe(statusMessage.invalidTac)

    expectSuccess(await requestCode('tac_wrong'))
    const late = await t.lastCode('tac_wrong', 'login')
    await t.expireCodes('tac_wrong')
    expect(await loginTac('tac_wrong', late)).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.tacExpired,
      statusDetail: 'tac',
    })
    expect(await failures('tac_wrong')).toBe(4)
  })

  it('an unknown or pending account is refused like a wrong code', async () => {
    await t.insertAccount('tac_waiting', 'pending')
    for (const accountId of ['nobody_there', 'tac_waiting']) {
      expect(await loginTac(accountId, '123456')).toMatchObject({
        statusCode: -400,
        statusMessage: statusMessage.invalidTac,
      })
      expect(await failures(accountId)).toBe(1)
    }
  })

  it('a right code is refused, with its message, for an account blocked or closed since', async () => {
    for (const status of ['BLOCK', 'CLOSE'] as const) {
      const accountId = `tac_${status.toLowerCase()}`
      await t.insertAccount(accountId)
      expectSuccess(await requestCode(accountId))
      await t.setStatus(accountId, status)
      expect(await loginTac(accountId, await t.lastCode(accountId, 'login'))).toEqual({
        statusCode: -403,
        statusMessage: status,
        statusDetail: '',
      })
    }
  })

  it('shares the throttle with the password: 10 failures of either in 15 minutes lock both', async () => {
    await t.insertAccount('tac_locked')
    // Nine wrong passwords, written directly to spare nine scrypt checks.
    await t.db.query(
      `insert into login_failures (domain_name, account_id)
       select $1, 'tac_locked' from generate_series(1, $2::int)`,
      [domain, loginThrottle.maxFailures - 1],
    )
    expectSuccess(await requestCode('tac_locked'))
    const code = await t.lastCode('tac_locked', 'login')
    expect((await loginTac('tac_locked', otherCode(code))).statusMessage).toBe(
      statusMessage.invalidTac,
    )
    const locked = {
      statusCode: -429,
      statusMessage: statusMessage.tooManyAttempts,
    }
    expect(await loginTac('tac_locked', code)).toMatchObject(locked)
    expect(
      await t.call('login', {
        domain_name: domain,
        account_id: 'tac_locked',
        password: knownPassword,
      }),
    ).toMatchObject(locked)

    // Failures older than the window no longer count, and the unspent code still works.
    await t.db.query(
      `update login_failures set failed_at = now() - make_interval(mins => $2::int + 1)
        where account_id = $1`,
      ['tac_locked', loginThrottle.windowMinutes],
    )
    expectSuccess(await loginTac('tac_locked', code))
  })

  it('refuses a malformed code before anything happens', async () => {
    expect(await loginTac('tac_alice', '12345')).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.invalidRequest,
      statusDetail: expect.stringContaining('tac'),
    })
  })
})
