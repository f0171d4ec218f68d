import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, type TestApi } from '../http/api-test-client.test-support.ts'
import { rigSlot } from '../play/rigged-slot.test-support.ts'
import {
  bonusPlayer,
  type DemoPromotion,
  demoPromotions,
  expectSoundLedger,
  template1,
} from './bonus-player.test-support.ts'
import { type ModelPromotion, WalletModel } from './wallet-model.test-support.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)
// The property picks each spin's outcome, so the model knows every win.
vi.mock('../play/demo-slot.ts', () => import('../play/rigged-slot.test-support.ts'))

type Operation =
  | { kind: 'deposit'; amount: number; bonus: 'none' | 'welcome' | 'reload' }
  | { kind: 'claimDaily' }
  | { kind: 'claimReward' }
  | { kind: 'spin'; stake: number | 'balance'; multiplier: number }
  | { kind: 'withdraw'; amount: number | 'withdrawable' | 'justAbove' | 'balance' }
  | { kind: 'cancel'; pick: number }
  | { kind: 'decide'; pick: number; status: 'approved' | 'paid' | 'rejected' }

// Amounts around the demo figures: small deposits make bonuses whose turnover a few spins meet.
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('deposit'),
      amount: fc.oneof(
        fc.constantFrom(template1.depositMin, 20_000, 100_000),
        fc.integer({ min: template1.depositMin - 1_000, max: 300_000 }),
      ),
      bonus: fc.constantFrom('none', 'none', 'welcome', 'reload'),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('claimDaily') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('claimReward') }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('spin'),
      // 'balance': all of it, up to the largest stake, to play a bonus away.
      stake: fc.oneof(
        fc.constantFrom(100, 10_000, template1.stakeMax, 'balance'),
        fc.integer({ min: 50, max: template1.stakeMax }),
      ),
      multiplier: fc.constantFrom(0, 0, 0.5, 1, 1, 2, 10),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('withdraw'),
      // Mostly the edges: all that is withdrawable, one unit more, the whole balance.
      amount: fc.oneof(
        fc.constantFrom('withdrawable', 'justAbove', 'balance'),
        fc.integer({ min: 10_000, max: 300_000 }),
      ),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel'), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('decide'),
      pick: fc.nat(),
      status: fc.constantFrom('approved', 'paid', 'rejected'),
    }),
    weight: 1,
  },
) as fc.Arbitrary<Operation>

function modelPromotion(p: DemoPromotion): ModelPromotion {
  return {
    percent: p.bonus_percent,
    cap: p.max_bonus,
    minDeposit: p.min_deposit,
    amount: p.bonus_amount,
    multiplier: p.turnover_multiplier,
  }
}

/**
 * Random single-player histories of deposits with and without a bonus, instant claims, rigged
 * spins that win or lose, withdrawals, cancellations and operator decisions. After every step the
 * server answers what the plain model predicts: the refusal or success, the balance, the locked
 * part, what is withdrawable, the turnover left and each requirement's progress and status; the
 * ledger adds up and never goes below zero or below its locked part.
 */
describe.each(testBackends)('bonus money model on $name', (backend) => {
  let api: TestApi
  let promotions: Awaited<ReturnType<typeof demoPromotions>>
  let players = 0

  beforeAll(async () => {
    api = await openTestApi(backend)
    promotions = await demoPromotions(api)
  })
  afterAll(() => api.db.close())

  // Twenty random histories of up to forty calls each: 40–50 s on a busy machine, past the
  // suite's minute when the test command runs every suite at once. Slow is not wrong here.
  it('agrees with the model at every step', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 40 }), async (ops) => {
        players += 1
        const who = await bonusPlayer(api, `model_bonus_${players}`)
        const model = new WalletModel({
          depositMin: template1.depositMin,
          depositMax: template1.depositMax,
          withdrawMin: template1.withdrawMin,
          stakeMin: 100,
          stakeMax: template1.stakeMax,
        })
        const withdrawalIds: number[] = []

        for (const op of ops) {
          const step = JSON.stringify(op)
          switch (op.kind) {
            case 'deposit': {
              const promotion = op.bonus === 'none' ? null : promotions[op.bonus]
              const expected = model.deposit(
                op.amount,
                promotion && { name: op.bonus, promotion: modelPromotion(promotion) },
              )
              const { body } = await who.deposit(op.amount, promotion?.promotion_id ?? null)
              expect(body.statusMessage, step).toBe(expected)
              break
            }
            case 'claimDaily': {
              const { daily } = promotions
              const expected = model.claim('daily', daily.bonus_amount, daily.turnover_multiplier)
              const { body } = await who.claim(daily.promotion_id)
              expect(body.statusMessage, step).toBe(expected)
              break
            }
            case 'claimReward': {
              const expected = model.claim('reward', template1.welcomeReward, 0)
              const { body } = await who.claimWelcomeReward()
              expect(body.statusMessage, step).toBe(expected)
              break
            }
            case 'spin': {
              const stake =
                op.stake === 'balance'
                  ? Math.max(100, Math.min(model.balance, template1.stakeMax))
                  : op.stake
              const expected = model.spin(stake, op.multiplier)
              rigSlot(op.multiplier)
              const { body } = await who.spin(stake)
              expect(body.statusMessage, step).toBe(expected)
              break
            }
            case 'withdraw': {
              const amount =
                op.amount === 'withdrawable'
                  ? model.withdrawable
                  : op.amount === 'justAbove'
                    ? model.withdrawable + 1
                    : op.amount === 'balance'
                      ? model.balance
                      : op.amount
              if (amount <= 0) break
              const expected = model.withdraw(amount)
              const { body } = await who.withdraw(amount)
              expect(body.statusMessage, step).toBe(expected)
              if (body.statusCode === 1) withdrawalIds.push(body.withdrawal.withdrawal_id)
              break
            }
            case 'cancel': {
              if (withdrawalIds.length === 0) break
              const index = op.pick % withdrawalIds.length
              const expected = model.cancel(index)
              const { body } = await who.cancel(withdrawalIds[index] as number)
              expect(body.statusMessage, step).toBe(expected)
              break
            }
            case 'decide': {
              if (withdrawalIds.length === 0) break
              const index = op.pick % withdrawalIds.length
              const allowed = model.decide(index, op.status)
              const res = await api.app.request(`/dev/withdrawals/${withdrawalIds[index]}/status`, {
                method: 'POST',
                body: JSON.stringify({ status: op.status, reason: 'Model check' }),
              })
              expect(res.status, step).toBe(allowed ? 200 : 409)
              break
            }
          }
          expect(await who.balance(), step).toBe(model.balance)
          expect(await who.allowance(), step).toEqual({
            withdrawable: model.withdrawable,
            locked: model.locked,
            turnover_left: model.turnoverLeft,
          })
          const requirements = (await who.requirements()).map(
            ({ bonus, required, turnover, status }) => ({ bonus, required, turnover, status }),
          )
          expect(requirements, step).toEqual(model.requirements)
        }
        await expectSoundLedger(who)
      }),
      { numRuns: 20 },
    )
  })
})
