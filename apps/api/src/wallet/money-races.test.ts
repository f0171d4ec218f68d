import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, type TestApi } from '../http/api-test-client.test-support.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

/**
 * Money under concurrent requests, as a double-clicking player or a retrying client sends them.
 * On PostgreSQL these requests really run side by side over the pool; on PGlite they queue on
 * its one connection, and the answers must be the same.
 */
describe.each(testBackends)('money races on $name', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await openTestApi(backend)
  })
  afterAll(() => api.db.close())

  it('credits an inbox reward once for 100 concurrent claims', async () => {
    const player = await api.registerPlayer('race_inbox')
    const { body } = await api.call('/settings/get_inbox', player)
    const welcome = body.items.find((i: { claimable: boolean }) => i.claimable)
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        api.call('/settings/claim_inbox', { ...player, inbox_id: welcome.inbox_id }),
      ),
    )
    const wins = answers.filter((a) => a.body.statusCode === 1)
    expect(wins).toHaveLength(1)
    expect(
      answers.every((a) => a.body.statusCode === 1 || a.body.statusMessage === 'alreadyClaimed'),
    ).toBe(true)
    expect(await api.balance(player)).toBe(welcome.reward_amount)
    const [entries] = await api.db.query<{ n: number }>(
      `select count(*)::int as n from ledger l join accounts a on a.id = l.account
        where a.account_id = 'race_inbox' and l.kind = 'inbox_reward'`,
    )
    expect(entries?.n).toBe(1)
  })

  it('never overdraws with 50 concurrent withdrawals worth more than the balance', async () => {
    const player = await api.registerPlayer('race_withdraw')
    await api.credit(player, 1_000_000)
    const { body: added } = await api.call('/wallet/add_bank', {
      ...player,
      bank_code: 'GCASH',
      account_name: 'Maria Clara',
      account_number: '09171234567',
    })
    const amount = 70_000 // 50 of them ask for 3,500,000 out of 1,000,000
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.call('/wallet/withdraw', {
          ...player,
          amount,
          bank_account_id: added.bank_account.bank_account_id,
        }),
      ),
    )
    const paid = answers.filter((a) => a.body.statusCode === 1).length
    const refused = answers.filter((a) => a.body.statusMessage === 'insufficientBalance').length
    expect(paid).toBe(Math.floor(1_000_000 / amount))
    expect(paid + refused).toBe(50)
    const balance = await api.balance(player)
    expect(balance).toBe(1_000_000 - paid * amount)
    const [sum] = await api.db.query<{ total: number; lowest: number }>(
      `select sum(l.amount)::float8 as total, min(l.balance_after)::float8 as lowest
         from ledger l join accounts a on a.id = l.account where a.account_id = 'race_withdraw'`,
    )
    expect(sum).toEqual({ total: balance, lowest: expect.any(Number) })
    expect(sum?.lowest).toBeGreaterThanOrEqual(0)
  })

  it('pays one deposit for concurrent retries that share an Idempotency-Key', async () => {
    const player = await api.registerPlayer('race_idempotent')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call(
          '/wallet/deposit',
          { ...player, amount: 10_000, method: 'bank_transfer' },
          { 'idempotency-key': 'double-click' },
        ),
      ),
    )
    const ids = new Set(answers.map((a) => a.body.transaction?.transaction_id))
    expect(ids.size).toBe(1)
    expect(await api.balance(player)).toBe(10_000)
  })
})
