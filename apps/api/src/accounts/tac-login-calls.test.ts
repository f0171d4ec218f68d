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
  /** Wrong codes counted against the account, over every code it was sent. */
  const failures = (accountId: string) => t.counted('codeGuess', `${domain}|${accountId}`)

  it('sends a sign-in code to an open account and signs in with it, a new session each time', async () => {
    await t.insertAccount('tac_alice')
    const before = t.now()
    const answer = expectSuccess(await requestCode('tac_alice'))
    expect(answer).toEqual({
      statusCode: 1,
      statusMessage: 'OK',
      statusDetail: '',
      sent_to: undisclosedPhone,
      expires_at: expect.any(String),
      resend_after: defaultThrottles.codeSendAccount.gap,
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

    t.advance(defaultThrottles.codeSendAccount.gap)
    expectSuccess(await requestCode('Tac_Alice'))
    // The second sign-in is on another device: each browser holds its own session's cookie.
    const phone = 'tac_alice_phone'
    const second = expectSuccess(
      await t.call(
        'loginTac',
        {
          domain_name: domain,
          account_id: 'TAC_ALICE',
          tac: await t.lastCode('tac_alice', 'login'),
        },
        {},
        phone,
      ),
    )
    expect(second.token).not.toBe(first.token)
    // Signing in again does not end the first session, as with the password.
    expectSuccess(await balance('tac_alice', first.token))
    expectSuccess(
      await t.call('getBalance', { account_id: 'tac_alice', auth: second.token }, {}, phone),
    )
  })

  it('answers alike, and sends nothing, for an unknown, pending, blocked or closed account', async () => {
    await t.insertAccount('tac_open')
    await t.insertAccount('tac_pending', 'pending')
    await t.insertAccount('tac_blocked', 'BLOCK')
    await t.insertAccount('tac_closed', 'CLOSE')
    const shape = (answer: Awaited<ReturnType<typeof requestCode>>) => {
      const { expires_at, ...rest } = expectSuccess(answer)
      expect(Math.abs(Date.parse(expires_at) - t.now() - tacRules.lifetimeMs)).toBeLessThan(5_000)
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

    t.advance(defaultThrottles.codeSendAccount.gap)
    expectSuccess(
      await t.call('forgotPassword', {
        domain_name: domain,
        account_id: 'tac_wrong',
        contact_phone: phoneOf('tac_wrong'),
      }),
    )
    const resetCode = await t.lastCode('tac_wrong', 'reset')
    expect((await loginTac('tac_wrong', resetCode)).statusMessage).toBe(statusMessage.invalidTac)

    t.advance(defaultThrottles.codeSendAccount.gap)
    expectSuccess(await requestCode('tac_wrong'))
    const late = await t.lastCode('tac_wrong', 'login')
    await t.expireCodes('tac_wrong')
    expect(await loginTac('tac_wrong', late)).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.tacExpired,
      statusDetail: 'tac',
    })
    // The right code forgave the wrong one before it; the three after it count.
    expect(await failures('tac_wrong')).toBe(3)
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

  it('counts wrong codes over every code the account is sent: asking for a new one buys a guesser nothing', async () => {
    await t.insertAccount('tac_guessed')
    const rule = defaultThrottles.codeGuess
    // Two codes, each guessed wrong until it dies: the account's budget is spent across both.
    for (let sent = 0; sent < rule.free / tacRules.maxAttempts; sent++) {
      expectSuccess(await requestCode('tac_guessed'))
      const code = await t.lastCode('tac_guessed', 'login')
      // From a new address each time: a spread-out attacker that no per-source limit catches.
      for (let i = 0; i < tacRules.maxAttempts; i++) {
        const stranger = { 'x-forwarded-for': `198.51.100.${sent * 10 + i + 1}` }
        const guess = await t.call(
          'loginTac',
          { domain_name: domain, account_id: 'tac_guessed', tac: otherCode(code) },
          stranger,
        )
        expect(guess.statusMessage).toBe(statusMessage.invalidTac)
      }
      t.advance(defaultThrottles.codeSendAccount.gap)
    }
    expect(await failures('tac_guessed')).toBe(rule.free)
    expectSuccess(await requestCode('tac_guessed'))
    // Even the right code of a fresh one waits now: the guess is held back, not checked.
    const held = await loginTac('tac_guessed', await t.lastCode('tac_guessed', 'login'))
    expect(held).toMatchObject({ statusCode: -429, statusMessage: statusMessage.tooManyAttempts })
    expect(Number(held.statusDetail)).toBeGreaterThan(0)
    expect(Number(held.statusDetail)).toBeLessThanOrEqual(rule.wait)
    t.advance(rule.wait)
    expectSuccess(await requestCode('tac_guessed'))
    expectSuccess(await loginTac('tac_guessed', await t.lastCode('tac_guessed', 'login')))
    expect(await failures('tac_guessed')).toBe(0)
  })

  it('a guess against another account’s code does not touch the owner’s password sign-in', async () => {
    await t.insertAccount('tac_owner')
    expectSuccess(await requestCode('tac_owner'))
    const code = await t.lastCode('tac_owner', 'login')
    for (let i = 0; i < defaultThrottles.codeGuess.free; i++) {
      const stranger = { 'x-forwarded-for': `198.51.100.${200 + i}` }
      await t.call(
        'loginTac',
        { domain_name: domain, account_id: 'tac_owner', tac: otherCode(code) },
        stranger,
      )
    }
    expect((await loginTac('tac_owner', code)).statusMessage).toBe(statusMessage.tooManyAttempts)
    expectSuccess(
      await t.call('login', {
        domain_name: domain,
        account_id: 'tac_owner',
        password: knownPassword,
      }),
    )
  })

  it('refuses a malformed code before anything happens', async () => {
    expect(await loginTac('tac_alice', '12345')).toMatchObject({
      statusCode: -400,
      statusMessage: statusMessage.invalidRequest,
      statusDetail: expect.stringContaining('tac'),
    })
  })
})
