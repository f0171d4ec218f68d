import { statusMessage } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { defaultThrottles } from '../throttle/throttle-rules.ts'
import {
  domain,
  expectSuccess,
  knownPassword,
  openAccountApp,
  otherCode,
  phoneOf,
} from './account-flows.test-support.ts'
import { tacRules } from './tac-codes.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock('./password-hash.ts', () => import('./cheap-password-hash.test-support.ts'))

describe.each(testBackends)('forgot and reset password on $name', (backend) => {
  let t: Awaited<ReturnType<typeof openAccountApp>>
  beforeAll(async () => {
    t = await openAccountApp(backend)
  }, 60_000)
  afterAll(() => t.db.close())

  const forgot = (accountId: string, contactPhone = phoneOf(accountId), domainName = domain) =>
    t.call('forgotPassword', {
      domain_name: domainName,
      account_id: accountId,
      contact_phone: contactPhone,
    })
  const reset = (accountId: string, tac: string, newPassword = 'brand new password') =>
    t.call('resetPassword', {
      domain_name: domain,
      account_id: accountId,
      tac,
      new_password: newPassword,
    })
  const login = (accountId: string, password: string) =>
    t.call('login', { domain_name: domain, account_id: accountId, password })
  const balance = (accountId: string, auth: string) =>
    t.call('getBalance', { account_id: accountId, auth })
  const passwordHash = async (accountId: string) =>
    (
      await t.db.query<{ password_hash: string }>(
        'select password_hash from accounts where domain_name = $1 and account_id = $2',
        [domain, accountId],
      )
    )[0]?.password_hash

  it('sends a reset code for a matching phone and answers the masked phone, expiry and delay', async () => {
    await t.insertAccount('forgot_match')
    const before = t.now()
    const answer = expectSuccess(await forgot('forgot_match'))
    expect(answer).toEqual({
      statusCode: 1,
      statusMessage: 'OK',
      statusDetail: '',
      sent_to: '*********4567',
      expires_at: expect.any(String),
      resend_after: defaultThrottles.codeSendAccount.gap,
    })
    const expires = Date.parse(answer.expires_at)
    expect(expires).toBeGreaterThanOrEqual(before + tacRules.lifetimeMs)
    expect(expires).toBeLessThanOrEqual(t.now() + tacRules.lifetimeMs)
    const [message] = await t.outbox('forgot_match')
    expect(message).toMatchObject({ purpose: 'reset', sent_to: '*********4567' })
    expect(message?.code).toMatch(/^[0-9]{6}$/)
  })

  it('matches the phone with or without the international +', async () => {
    await t.insertAccount('forgot_plus')
    expect(await forgot('forgot_plus', phoneOf('forgot_plus').slice(1))).toMatchObject({
      statusCode: 1,
      sent_to: '********4567',
    })
    expect((await t.outbox('forgot_plus')).map((m) => m.purpose)).toEqual(['reset'])
  })

  it('answers alike, and sends nothing, for an unknown account, another phone or an account not open', async () => {
    await t.insertAccount('forgot_match2')
    await t.insertAccount('forgot_pending', 'pending')
    await t.insertAccount('forgot_blocked', 'BLOCK')
    await t.insertAccount('forgot_closed', 'CLOSE')
    const shape = (answer: Awaited<ReturnType<typeof forgot>>) => {
      const { expires_at, ...rest } = expectSuccess(answer)
      // Issued at different instants; the lifetime is what must be the same.
      expect(Math.abs(Date.parse(expires_at) - t.now() - tacRules.lifetimeMs)).toBeLessThan(5_000)
      return rest
    }
    const real = shape(await forgot('forgot_match2'))
    t.advance(defaultThrottles.codeSendAccount.gap)
    for (const [accountId, contactPhone] of [
      ['nobody_here', phoneOf('nobody_here')],
      // Another number with the same ending: a caller learns nothing from the starred-out echo.
      ['forgot_match2', '+639990004567'],
      ['forgot_pending', phoneOf('forgot_pending')],
      ['forgot_blocked', phoneOf('forgot_blocked')],
      ['forgot_closed', phoneOf('forgot_closed')],
    ] as const) {
      expect(shape(await forgot(accountId, contactPhone)), accountId).toEqual(real)
      const sent = (await t.outbox(accountId)).filter((m) => m.purpose === 'reset')
      expect(sent, accountId).toHaveLength(accountId === 'forgot_match2' ? 1 : 0)
    }
  })

  it('echoes the phone the caller typed, starred out, never the account’s own', async () => {
    await t.insertAccount('forgot_echo')
    expect(await forgot('forgot_echo', '+4915112345678')).toMatchObject({
      statusCode: 1,
      sent_to: '**********5678',
    })
    expect(await t.outbox('forgot_echo')).toHaveLength(0)
  })

  it('answers siteNotFound for an unknown domain', async () => {
    expect(
      await forgot('forgot_match', phoneOf('forgot_match'), 'nowhere.localhost'),
    ).toMatchObject({
      statusCode: -404,
      statusMessage: statusMessage.siteNotFound,
    })
  })

  it('refuses a malformed phone before anything happens', async () => {
    expect(await forgot('forgot_match', 'call me')).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.invalidRequest,
      statusDetail: expect.stringContaining('contact_phone'),
    })
  })

  it('a valid code sets the new password, ends every session and works once', async () => {
    // The one full sign-up of the suite: the reset must work for an account made the real way.
    const signup = expectSuccess(
      await t.call('signup', {
        domain_name: domain,
        account_id: 'reset_alice',
        password: 'old password',
        contact_phone: phoneOf('reset_alice'),
      }),
    )
    expect(signup.sent_to).toBe('*********4567')
    const verified = expectSuccess(
      await t.call('tacVerify', {
        domain_name: domain,
        account_id: 'reset_alice',
        tac: await t.lastCode('reset_alice', 'register'),
      }),
    )
    const sessions = [
      verified.token,
      expectSuccess(await login('reset_alice', 'old password')).token,
    ]

    t.advance(defaultThrottles.codeSendAccount.gap)
    expectSuccess(await forgot('reset_alice'))
    const code = await t.lastCode('reset_alice', 'reset')
    expect(await reset('reset_alice', code, 'brand new password')).toEqual({
      statusCode: 1,
      statusMessage: 'OK',
      statusDetail: '',
    })

    for (const token of sessions) {
      expect(await balance('reset_alice', token)).toMatchObject({
        statusCode: -401,
        statusMessage: statusMessage.sessionExpired,
      })
    }
    expect(await login('reset_alice', 'old password')).toMatchObject({
      statusCode: -401,
      statusMessage: statusMessage.invalidCredentials,
    })
    const fresh = expectSuccess(await login('reset_alice', 'brand new password'))
    expectSuccess(await balance('reset_alice', fresh.token))

    const hash = await passwordHash('reset_alice')
    expect(await reset('reset_alice', code, 'another password')).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.invalidTac,
      statusDetail: 'tac',
    })
    expect(await passwordHash('reset_alice')).toBe(hash)
  })

  it('a wrong code changes nothing, and five wrong tries kill the right one', async () => {
    const id = await t.insertAccount('reset_wrong')
    const session = expectSuccess(await login('reset_wrong', knownPassword)).token
    const hash = await passwordHash('reset_wrong')
    expectSuccess(await forgot('reset_wrong'))
    const code = await t.lastCode('reset_wrong', 'reset')
    for (let i = 0; i < tacRules.maxAttempts; i++) {
      expect(await reset('reset_wrong', otherCode(code))).toMatchObject({
        statusCode: -400,
        statusMessage: statusMessage.invalidTac,
      })
    }
    // Past the wait those five guesses earned this source, the dead code is refused as wrong.
    t.advance(defaultThrottles.signInPair.wait)
    expect(await reset('reset_wrong', code)).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.invalidTac,
    })
    expect(await passwordHash('reset_wrong')).toBe(hash)
    expectSuccess(await balance('reset_wrong', session))
    expect(
      await t.db.query('select 1 from sessions where account = $1 and revoked_at is not null', [
        id,
      ]),
    ).toHaveLength(0)
  })

  it('an expired code answers tacExpired and changes nothing', async () => {
    await t.insertAccount('reset_late')
    const hash = await passwordHash('reset_late')
    expectSuccess(await forgot('reset_late'))
    const code = await t.lastCode('reset_late', 'reset')
    await t.expireCodes('reset_late')
    expect(await reset('reset_late', code)).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.tacExpired,
      statusDetail: 'tac',
    })
    expect(await passwordHash('reset_late')).toBe(hash)
  })

  it('only a reset code resets: a sign-in code, a replaced code or no code at all do not', async () => {
    await t.insertAccount('reset_purpose')
    expectSuccess(
      await t.call('tacRequestLogin', { domain_name: domain, account_id: 'reset_purpose' }),
    )
    const loginCode = await t.lastCode('reset_purpose', 'login')
    expect((await reset('reset_purpose', loginCode)).statusMessage).toBe(statusMessage.invalidTac)

    t.advance(defaultThrottles.codeSendAccount.gap)
    expectSuccess(await forgot('reset_purpose'))
    const first = await t.lastCode('reset_purpose', 'reset')
    t.advance(defaultThrottles.codeSendAccount.gap)
    expectSuccess(await forgot('reset_purpose'))
    const second = await t.lastCode('reset_purpose', 'reset')
    if (first !== second) {
      expect((await reset('reset_purpose', first)).statusMessage).toBe(statusMessage.invalidTac)
    }
    expect((await reset('nobody_here', '123456')).statusMessage).toBe(statusMessage.invalidTac)
  })

  it('refuses an account blocked or closed after its code was sent, with its message', async () => {
    for (const status of ['BLOCK', 'CLOSE'] as const) {
      const accountId = `reset_${status.toLowerCase()}`
      await t.insertAccount(accountId)
      const hash = await passwordHash(accountId)
      expectSuccess(await forgot(accountId))
      await t.setStatus(accountId, status)
      expect(await reset(accountId, await t.lastCode(accountId, 'reset'))).toMatchObject({
        statusCode: -403,
        statusMessage: status,
      })
      expect(await passwordHash(accountId)).toBe(hash)
    }
  })

  it('a reset lifts the sign-in throttle: the code proved the owner', async () => {
    await t.insertAccount('reset_locked')
    // Strangers, each from an address of their own, spend the account's budget for new devices.
    for (let i = 0; i < defaultThrottles.signInAccount.free; i++) {
      const stranger = { 'x-forwarded-for': `203.0.113.${i + 1}` }
      const answer = await t.call(
        'login',
        { domain_name: domain, account_id: 'reset_locked', password: `guess number ${i}` },
        stranger,
      )
      expect(answer.statusMessage).toBe(statusMessage.invalidCredentials)
    }
    expect((await login('reset_locked', knownPassword)).statusMessage).toBe(
      statusMessage.tooManyAttempts,
    )
    expectSuccess(await forgot('reset_locked'))
    expectSuccess(await reset('reset_locked', await t.lastCode('reset_locked', 'reset')))
    expectSuccess(await login('reset_locked', 'brand new password'))
  })

  it('cycling “new code, five guesses” runs out: codes and guesses are both limited', async () => {
    await t.insertAccount('reset_target')
    let sent = 0
    let checked = 0
    let refused = 0
    // An hour of the attack in the issue, one cycle a second at most.
    for (let cycle = 0; cycle < 60; cycle++) {
      const asked = await forgot('reset_target')
      if (asked.statusCode === 1) sent += 1
      const guesses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => reset('reset_target', String(100_000 + cycle * 5 + i))),
      )
      for (const guess of guesses) {
        if (guess.statusMessage === statusMessage.tooManyAttempts) refused += 1
        else checked += 1
      }
      t.advance(60)
    }
    expect(sent).toBeLessThanOrEqual(defaultThrottles.codeSendAccount.free)
    // Ten free, then waits of 15 and 30 minutes: two more checks fit in the hour.
    expect(checked).toBeLessThanOrEqual(defaultThrottles.codeGuess.free + 2)
    expect(refused).toBeGreaterThan(250)
    expect((await t.outbox('reset_target')).length).toBe(sent)
  })
})
