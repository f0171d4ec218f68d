import { statusMessage } from '@parlor/contract'
import { describe, expect, inject, it } from 'vitest'
import { browser, newPlayer, outboxCode } from './attack-client.ts'

const domain = 'template1.localhost'
const { origin } = inject('demo')

/** Guesses that were checked, as against held back by a throttle. */
const checked = (answers: { body: { statusMessage: string } }[]) =>
  answers.filter((a) => a.body.statusMessage !== statusMessage.tooManyAttempts).length

describe('taking over an account by guessing codes', () => {
  it('“ask for a reset code, send five guesses at once”, over and over, runs dry at once', async () => {
    const victim = await newPlayer(origin, 'atk_reset_victim')
    const attacker = browser(origin)
    const guesses = []
    let asked = 0
    for (let cycle = 0; cycle < 40; cycle++) {
      const forgot = await attacker.call('/auth/forgot_password', {
        domain_name: domain,
        account_id: 'atk_reset_victim',
        // The attacker knows the victim's number: that is what the codes were pumped to.
        contact_phone: victim.phone,
      })
      if (forgot.body.statusCode === 1) asked += 1
      guesses.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            attacker.call('/auth/reset_password', {
              domain_name: domain,
              account_id: 'atk_reset_victim',
              tac: String(100_000 + cycle * 5 + i),
              new_password: 'taken over now',
            }),
          ),
        )),
      )
    }
    // One reset code request passes a minute, and a handful of guesses: not 200 checks.
    expect(asked).toBe(1)
    expect(checked(guesses)).toBeLessThanOrEqual(5)
    expect(guesses.every((g) => g.body.statusCode !== 1)).toBe(true)
    const codes = await outboxCode(origin, 'atk_reset_victim', domain)
    expect(codes.filter((m) => m.purpose === 'reset')).toHaveLength(1)
    // The victim can still sign in with the password.
    const signIn = await victim.browser.call('/auth/login', {
      domain_name: domain,
      account_id: 'atk_reset_victim',
      password: victim.password,
    })
    expect(signIn.body.statusCode).toBe(1)
  })

  it('guesses spread over many addresses run out too: wrong codes count per account', async () => {
    await newPlayer(origin, 'atk_spread_victim')
    const answers = []
    for (let i = 0; i < 40; i++) {
      answers.push(
        await browser(origin).call('/auth/login_tac', {
          domain_name: domain,
          account_id: 'atk_spread_victim',
          tac: String(200_000 + i),
        }),
      )
    }
    expect(checked(answers)).toBeLessThanOrEqual(10)
  })

  it('sign-up and sign-in codes are not sent again and again: the phone gets one a minute', async () => {
    const victim = await newPlayer(origin, 'atk_sms_victim')
    const attacker = browser(origin)
    const answers = []
    for (let i = 0; i < 30; i++) {
      answers.push(
        await attacker.call('/auth/tac/request_login', {
          domain_name: domain,
          account_id: 'atk_sms_victim',
        }),
      )
    }
    expect(answers.filter((a) => a.body.statusCode === 1)).toHaveLength(1)
    expect(answers.at(-1)?.status).toBe(429)
    expect(Number(answers.at(-1)?.body.statusDetail)).toBeGreaterThan(0)
    const logins = (await outboxCode(origin, 'atk_sms_victim', domain)).length
    // The sign-up code and one sign-in code.
    expect(logins).toBe(2)
    expect(victim.session.auth).toBeTruthy()
  })
})

describe('guessing passwords', () => {
  it('a burst of 100 guesses sent at once is counted as it arrives: the right one among them is not let through', async () => {
    const victim = await newPlayer(origin, 'atk_burst_victim')
    const attacker = browser(origin)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        attacker.call('/auth/login', {
          domain_name: domain,
          account_id: 'atk_burst_victim',
          password: i === 50 ? victim.password : `wrong guess ${i}`,
        }),
      ),
    )
    expect(checked(answers)).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(95)
  })

  it('nobody can lock the owner out: fifty wrong passwords from one address, the owner signs in at once', async () => {
    const victim = await newPlayer(origin, 'atk_lock_victim')
    const attacker = browser(origin)
    for (let i = 0; i < 50; i++) {
      await attacker.call('/auth/login', {
        domain_name: domain,
        account_id: 'atk_lock_victim',
        password: `wrong guess ${i}`,
      })
    }
    const owner = await victim.browser.call('/auth/login', {
      domain_name: domain,
      account_id: 'atk_lock_victim',
      password: victim.password,
    })
    expect(owner.body.statusCode).toBe(1)
  })

  it('one address trying 200 accounts is held back after its share of failures', async () => {
    const stuffer = browser(origin)
    const answers: string[] = []
    for (let i = 0; i < 200; i++) {
      const { body } = await stuffer.call('/auth/login', {
        domain_name: domain,
        account_id: `stuffed_${i}`,
        password: 'Password123!',
      })
      answers.push(body.statusMessage)
    }
    // 30 free, then waits that double from a second: a few more fit in the seconds this takes.
    expect(answers.filter((m) => m !== statusMessage.tooManyAttempts).length).toBeLessThanOrEqual(
      35,
    )
    expect(
      answers.slice(-20).filter((m) => m === statusMessage.tooManyAttempts).length,
    ).toBeGreaterThan(15)
  })
})
