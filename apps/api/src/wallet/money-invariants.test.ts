import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, type Player, type TestApi } from '../http/api-test-client.test-support.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

type Operation =
  | { kind: 'deposit'; amount: number; bonus: boolean }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'decide'; pick: number; status: 'under_review' | 'approved' | 'paid' | 'rejected' }
  | { kind: 'claimPromotion' }
  | { kind: 'claimInbox' }
  | { kind: 'spin' }

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit'),
    amount: fc.integer({ min: 1, max: 60_000 }),
    bonus: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('withdraw'), amount: fc.integer({ min: 1, max: 80_000 }) }),
  fc.record({ kind: fc.constant('cancel'), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('decide'),
    pick: fc.nat(),
    status: fc.constantFrom('under_review', 'approved', 'paid', 'rejected'),
  }),
  fc.record({ kind: fc.constant('claimPromotion') }),
  fc.record({ kind: fc.constant('claimInbox') }),
  fc.record({ kind: fc.constant('spin') }),
) as fc.Arbitrary<Operation>

/**
 * Random players doing random money things, several at once. Whatever interleaving the server
 * picks, the balance stays the sum of the ledger, never goes below zero nor below its locked bonus
 * money, each entry leaves the balance the entries before it add up to, and the answers account
 * for every change.
 */
describe.each(testBackends)('money invariants on $name', (backend) => {
  let api: TestApi
  let players = 0

  beforeAll(async () => {
    api = await openTestApi(backend)
  })
  afterAll(() => api.db.close())

  async function ledgerOf(player: Player) {
    return api.db.query<{ amount: number; balance_after: number; locked_after: number }>(
      `select l.amount::float8 as amount, l.balance_after::float8 as balance_after,
              l.locked_after::float8 as locked_after
         from ledger l join accounts a on a.id = l.account
        where a.account_id = $1 order by l.id`,
      [player.account_id],
    )
  }

  it('keeps balance = sum of entries ≥ 0 under interleaved operations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 6 }), { maxLength: 6 }),
        async (batches) => {
          players += 1
          const player = await api.registerPlayer(`model_${players}`)
          const bank = await api.call('/wallet/add_bank', {
            ...player,
            bank_code: 'GCASH',
            account_name: 'Model Player',
            account_number: '1234567890',
          })
          const bankId = bank.body.bank_account.bank_account_id
          const promotions = await api.call('/promotion/list', {
            domain_name: 'template1.localhost',
          })
          const instant = promotions.body.items.find(
            (p: { claim: string }) => p.claim === 'instant',
          )
          const welcome = promotions.body.items.find(
            (p: { claim: string; bonus_percent: number }) =>
              p.claim === 'with_deposit' && p.bonus_percent === 100,
          )
          const inbox = await api.call('/settings/get_inbox', player)
          const reward = inbox.body.items.find((i: { claimable: boolean }) => i.claimable)
          const withdrawals: { id: number; amount: number }[] = []
          let expected = 0

          for (const batch of batches) {
            const known = [...withdrawals]
            const pick = (n: number) => known[n % Math.max(known.length, 1)]
            // Each operation answers the change it made to the balance, or 0 when refused.
            const run = async (op: Operation): Promise<number> => {
              switch (op.kind) {
                case 'deposit': {
                  const { body } = await api.call('/wallet/deposit', {
                    ...player,
                    amount: op.amount,
                    method: 'e_wallet',
                    promotion_id: op.bonus ? welcome.promotion_id : null,
                  })
                  if (body.statusCode !== 1) return 0
                  // The welcome bonus matches the deposit in full (well under its cap here).
                  return op.bonus ? op.amount * 2 : op.amount
                }
                case 'withdraw': {
                  const { body } = await api.call('/wallet/withdraw', {
                    ...player,
                    amount: op.amount,
                    bank_account_id: bankId,
                  })
                  if (body.statusCode !== 1) return 0
                  withdrawals.push({ id: body.withdrawal.withdrawal_id, amount: op.amount })
                  return -op.amount
                }
                case 'cancel': {
                  const target = pick(op.pick)
                  if (!target) return 0
                  const { body } = await api.call('/wallet/withdraw_cancel', {
                    ...player,
                    withdrawal_id: target.id,
                  })
                  return body.statusCode === 1 ? target.amount : 0
                }
                case 'decide': {
                  const target = pick(op.pick)
                  if (!target) return 0
                  const res = await api.app.request(`/dev/withdrawals/${target.id}/status`, {
                    method: 'POST',
                    body: JSON.stringify({ status: op.status, reason: 'Model check' }),
                  })
                  return res.status === 200 && op.status === 'rejected' ? target.amount : 0
                }
                case 'claimPromotion': {
                  const { body } = await api.call('/promotion/claim', {
                    ...player,
                    promotion_id: instant.promotion_id,
                  })
                  return body.statusCode === 1 ? body.bonus_amount : 0
                }
                case 'claimInbox': {
                  const { body } = await api.call('/settings/claim_inbox', {
                    ...player,
                    inbox_id: reward.inbox_id,
                  })
                  return body.statusCode === 1 ? body.claimed_amount : 0
                }
                case 'spin': {
                  const { body } = await api.call('/spin/play', player)
                  return body.statusCode === 1 && body.prize.kind === 'cash'
                    ? body.prize.cash_amount
                    : 0
                }
              }
            }
            const changes = await Promise.all(batch.map(run))
            expected += changes.reduce((sum, change) => sum + change, 0)

            const entries = await ledgerOf(player)
            let running = 0
            for (const entry of entries) {
              running += entry.amount
              expect(entry.balance_after).toBe(running)
              expect(entry.balance_after).toBeGreaterThanOrEqual(0)
              expect(entry.locked_after).toBeGreaterThanOrEqual(0)
              expect(entry.locked_after).toBeLessThanOrEqual(entry.balance_after)
            }
            expect(await api.balance(player)).toBe(running)
            expect(running).toBe(expected)
          }
        },
      ),
      { numRuns: 8 },
    )
  })
})
