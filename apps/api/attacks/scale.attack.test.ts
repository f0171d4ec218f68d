import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, browser, freshPhone, freshSource } from './attack-client.ts'
import { freshSchema, testDatabaseUrl } from './postgres-schema.ts'
import { type RunningServer, startServer } from './running-server.ts'

const domain = 'template1.localhost'

/**
 * Two server processes on one PostgreSQL, as a deployment scales out behind a load balancer:
 * a player's requests land on either. Money must stay exact and every limit must hold across
 * both, since each process sees only half of what an attacker sends.
 */
describe.skipIf(!testDatabaseUrl)('two servers on one PostgreSQL', () => {
  let servers: [RunningServer, RunningServer]
  let schema: Awaited<ReturnType<typeof freshSchema>>

  beforeAll(async () => {
    schema = await freshSchema(testDatabaseUrl ?? '')
    const env = { DEMO: '1', DATABASE_URL: schema.url, TRUST_PROXY: '1' }
    // The first migrates and seeds; the second finds it done, as a rolling start does.
    const first = await startServer(env)
    servers = [first, await startServer(env)]
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await schema.drop()
  })

  /** One browser whose calls alternate between the two servers. */
  function balanced(): Browser {
    const source = freshSource()
    const [a, b] = servers.map((server) => browser(server.origin, source)) as [Browser, Browser]
    let turn = 0
    return {
      source: a.source,
      cookies: a.cookies,
      async call(path, body, headers) {
        turn += 1
        const target = turn % 2 === 0 ? a : b
        // One cookie jar, as one browser has, whichever server answers.
        for (const [name, value] of a.cookies) target.cookies.set(name, value)
        const answer = await target.call(path, body, headers)
        for (const [name, value] of target.cookies) a.cookies.set(name, value)
        return answer
      },
    }
  }

  async function player(accountId: string) {
    const own = balanced()
    await own.call('/auth/signup', {
      domain_name: domain,
      account_id: accountId,
      password: 'correct horse',
      contact_phone: freshPhone(),
    })
    const query = new URLSearchParams({ account_id: accountId, domain_name: domain })
    const { messages } = await (await fetch(`${servers[0].origin}/dev/outbox?${query}`)).json()
    const verified = await own.call('/auth/tac/verify', {
      domain_name: domain,
      account_id: accountId,
      tac: messages[0].code,
    })
    expect(verified.body.statusCode).toBe(1)
    return { own, session: { account_id: accountId, auth: verified.body.token as string } }
  }

  const ledger = async (accountId: string) =>
    (
      await schema.query<{ total: number; entries: number; lowest: number }>(
        `select coalesce(sum(l.amount), 0)::float8 as total, count(*)::int as entries,
                coalesce(min(l.balance_after), 0)::float8 as lowest
           from ledger l join accounts a on a.id = l.account where a.account_id = $1`,
        [accountId],
      )
    )[0]

  it('credits an inbox reward once for 100 claims sent to both at once', async () => {
    const { own, session } = await player('scale_claims')
    const { body } = await own.call('/settings/get_inbox', session)
    const reward = body.items.find((i: { reward_amount: number }) => i.reward_amount > 0)
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        own.call('/settings/claim_inbox', { ...session, inbox_id: reward.inbox_id }),
      ),
    )
    expect(answers.filter((a) => a.body.statusCode === 1)).toHaveLength(1)
    expect((await ledger('scale_claims'))?.total).toBe(reward.reward_amount)
  })

  it('never overdraws with 50 withdrawals over both, worth more than the balance', async () => {
    const { own, session } = await player('scale_withdraw')
    for (let i = 0; i < 10; i++) {
      await own.call('/wallet/deposit', { ...session, amount: 100_000, method: 'e_wallet' })
    }
    const { body: bank } = await own.call('/wallet/add_bank', {
      ...session,
      bank_code: 'GCASH',
      account_name: 'Scale Player',
      account_number: '09170000002',
    })
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        own.call('/wallet/withdraw', {
          ...session,
          amount: 70_000,
          bank_account_id: bank.bank_account.bank_account_id,
        }),
      ),
    )
    const paid = answers.filter((a) => a.body.statusCode === 1).length
    expect(paid).toBe(Math.floor(1_000_000 / 70_000))
    expect(answers.every((a) => a.status < 500)).toBe(true)
    const sums = await ledger('scale_withdraw')
    expect(sums?.total).toBe(1_000_000 - paid * 70_000)
    expect(sums?.lowest).toBeGreaterThanOrEqual(0)
  })

  it('pays one deposit for 20 retries of one Idempotency-Key spread over both', async () => {
    const { own, session } = await player('scale_retry')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        own.call(
          '/wallet/deposit',
          { ...session, amount: 10_000, method: 'bank_transfer' },
          { 'idempotency-key': 'one-click' },
        ),
      ),
    )
    expect(new Set(answers.map((a) => a.body.transaction?.transaction_id)).size).toBe(1)
    expect((await ledger('scale_retry'))?.total).toBe(10_000)
  })

  it('holds a guesser back after the same five failures, however they are spread', async () => {
    await player('scale_guessed')
    const attacker = balanced()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attacker.call('/auth/login', {
          domain_name: domain,
          account_id: 'scale_guessed',
          password: `wrong guess ${i}`,
        }),
      ),
    )
    const checked = answers.filter((a) => a.body.statusMessage === 'invalidCredentials')
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(35)
  })
})
