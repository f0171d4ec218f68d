import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
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

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)
// Each spin pays what the test rigs, so every figure below is exact.
vi.mock('../play/demo-slot.ts', () => import('../play/rigged-slot.test-support.ts'))

const refusal = (locked: number, turnoverLeft: number) => ({
  statusCode: -400,
  statusMessage: 'bonusTurnoverPending',
  statusDetail: expect.stringMatching(
    new RegExp(`^amount; .*locked ${locked}; turnover_left ${turnoverLeft}$`),
  ),
})

describe.each(testBackends)('bonus turnover on $name', (backend) => {
  let api: TestApi
  let promotions: { welcome: DemoPromotion; reload: DemoPromotion; daily: DemoPromotion }

  beforeAll(async () => {
    api = await openTestApi(backend)
    promotions = await demoPromotions(api)
  })
  beforeEach(() => rigSlot(0))
  afterAll(() => api.db.close())

  it('has the demo figures the attack used', () => {
    expect(promotions.welcome).toMatchObject({ max_bonus: 500_000, turnover_multiplier: 10 })
    expect(promotions.daily).toMatchObject({ bonus_amount: 2_000, turnover_multiplier: 3 })
  })

  it('refuses the black-box attack, names the locked part, and pays once the turnover is played', async () => {
    const who = await bonusPlayer(api, 'bonus_attack')
    expect((await who.deposit(100_000, promotions.welcome.promotion_id)).body.game_balance).toBe(
      200_000,
    )
    expect((await who.claim(promotions.daily.promotion_id)).body.game_balance).toBe(202_000)
    expect((await who.claimWelcomeReward()).body.game_balance).toBe(207_000)
    // Bonus only: 100,000 × 10 and 2,000 × 3. The inbox reward carries no turnover.
    expect(await who.allowance()).toEqual({
      withdrawable: 105_000,
      locked: 102_000,
      turnover_left: 1_006_000,
    })

    expect((await who.withdraw(207_000)).body).toEqual(refusal(102_000, 1_006_000))
    expect((await who.withdraw(105_001)).body.statusMessage).toBe('bonusTurnoverPending')
    expect((await who.withdraw(207_001)).body.statusMessage).toBe('insufficientBalance')
    expect(await who.balance()).toBe(207_000)

    // Every spin gives its stake back: the balance stays, the turnover grows.
    rigSlot(1)
    for (let spin = 1; spin <= 10; spin += 1) {
      expect((await who.spin(template1.stakeMax)).body.game_balance).toBe(207_000)
      // Nothing is released before every requirement is met, not even pro rata.
      expect(await who.allowance()).toEqual({
        withdrawable: 105_000,
        locked: 102_000,
        turnover_left: 1_006_000 - spin * template1.stakeMax,
      })
    }
    expect((await who.requirements()).map((r) => [r.turnover, r.status])).toEqual([
      [1_000_000, 'met'],
      [0, 'open'],
    ])
    expect((await who.withdraw(207_000)).body).toEqual(refusal(102_000, 6_000))

    expect((await who.spin(6_000)).body.statusCode).toBe(1)
    expect(await who.allowance()).toEqual({ withdrawable: 207_000, locked: 0, turnover_left: 0 })
    const paid = await who.withdraw(207_000)
    expect(paid.body).toMatchObject({ statusCode: 1, game_balance: 0 })
    expect((await who.requirements()).map((r) => r.status)).toEqual(['met', 'met'])
    await expectSoundLedger(who)
  })

  it('overflows a stake from a met requirement into the next, oldest first', async () => {
    const who = await bonusPlayer(api, 'bonus_overflow')
    await who.claim(promotions.daily.promotion_id) // 2,000 × 3 = 6,000
    await who.deposit(20_000, promotions.reload.promotion_id) // 4,000 × 5 = 20,000
    rigSlot(1)
    await who.spin(10_000)
    expect((await who.requirements()).map((r) => [r.turnover, r.status])).toEqual([
      [6_000, 'met'],
      [4_000, 'open'],
    ])
    expect(await who.allowance()).toEqual({
      withdrawable: 20_000,
      locked: 6_000,
      turnover_left: 16_000,
    })
  })

  it('keeps what bonus money wins locked, so the deposit cannot go out while the bonus gambles', async () => {
    const who = await bonusPlayer(api, 'bonus_freeroll')
    await who.deposit(100_000, promotions.welcome.promotion_id)
    const cashOut = await who.withdraw(100_000)
    expect(cashOut.body.statusCode).toBe(1)
    // Only bonus money is left: the stake comes from it and so does its win.
    rigSlot(10)
    expect((await who.spin(50_000)).body.game_balance).toBe(550_000)
    expect(await who.allowance()).toEqual({
      withdrawable: 0,
      locked: 550_000,
      turnover_left: 950_000,
    })
    expect((await who.withdraw(template1.withdrawMin)).body.statusMessage).toBe(
      'bonusTurnoverPending',
    )
    await expectSoundLedger(who)
  })

  it('splits a stake paid partly with bonus money, and its win in the same shares', async () => {
    const who = await bonusPlayer(api, 'bonus_split')
    await who.deposit(30_000, promotions.welcome.promotion_id) // 30,000 cash, 30,000 locked
    await who.withdraw(20_000) // 10,000 cash left
    rigSlot(2)
    // 10,000 of the stake is cash and 30,000 bonus; of the 80,000 win, 60,000 is bonus money.
    expect((await who.spin(40_000)).body.game_balance).toBe(80_000)
    expect(await who.allowance()).toEqual({
      withdrawable: 20_000,
      locked: 60_000,
      turnover_left: 260_000,
    })
  })

  it('forfeits the requirement once its bonus money is played away, and a refund stays cash', async () => {
    const who = await bonusPlayer(api, 'bonus_forfeit')
    await who.deposit(100_000, promotions.welcome.promotion_id)
    const pending = await who.withdraw(100_000)
    expect(pending.body.game_balance).toBe(100_000)
    // Cash first: with the cash already out, these stakes spend the bonus.
    await who.spin(60_000)
    expect((await who.requirements()).map((r) => r.status)).toEqual(['open'])
    expect((await who.allowance()).locked).toBe(40_000)
    await who.spin(40_000)
    expect(await who.balance()).toBe(0)
    expect((await who.requirements()).map((r) => [r.turnover, r.status])).toEqual([
      [100_000, 'forfeited'],
    ])
    expect(await who.allowance()).toEqual({ withdrawable: 0, locked: 0, turnover_left: 0 })

    // The cancelled withdrawal was the player's own cash: it comes back free of any bonus.
    const cancelled = await who.cancel(pending.body.withdrawal.withdrawal_id)
    expect(cancelled.body.game_balance).toBe(100_000)
    await who.deposit(20_000)
    expect(await who.allowance()).toEqual({ withdrawable: 120_000, locked: 0, turnover_left: 0 })
    expect((await who.withdraw(120_000)).body.statusCode).toBe(1)
    expect((await who.requirements()).map((r) => r.status)).toEqual(['forfeited'])
    await expectSoundLedger(who)
  })

  it('keeps a requirement open across a cancelled withdrawal of cash', async () => {
    const who = await bonusPlayer(api, 'bonus_cancel')
    await who.deposit(50_000, promotions.welcome.promotion_id)
    const pending = await who.withdraw(50_000)
    await who.cancel(pending.body.withdrawal.withdrawal_id)
    expect(await who.allowance()).toEqual({
      withdrawable: 50_000,
      locked: 50_000,
      turnover_left: 500_000,
    })
    expect((await who.requirements()).map((r) => r.status)).toEqual(['open'])
  })

  it('never lets locked money out under concurrent spins and withdrawals', async () => {
    const who = await bonusPlayer(api, 'bonus_race')
    await who.deposit(100_000, promotions.welcome.promotion_id) // 100,000 cash, 100,000 locked
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        index % 2 === 0 ? who.withdraw(template1.withdrawMin) : who.spin(10_000),
      ),
    )
    for (const { body } of answers) {
      expect(['OK', 'bonusTurnoverPending', 'insufficientBalance']).toContain(body.statusMessage)
    }
    // Whatever the order, some withdrawal found only locked money to take.
    expect(answers.some((a) => a.body.statusMessage === 'bonusTurnoverPending')).toBe(true)
    // Each withdrawal took only cash: the locked part it found is the locked part it left.
    const entries = await who.ledger()
    let withdrawn = 0
    entries.forEach((entry, index) => {
      const before = entries[index - 1]
      if (entry.kind !== 'withdrawal' || !before) return
      withdrawn -= entry.amount
      expect(-entry.amount).toBeLessThanOrEqual(before.balance_after - before.locked_after)
      expect(entry.locked_after).toBe(before.locked_after)
    })
    expect(withdrawn).toBeLessThanOrEqual(100_000)
    const { locked } = await who.allowance()
    const [open] = await who.requirements()
    expect(open?.status).toBe(locked > 0 ? 'open' : 'forfeited')
    await expectSoundLedger(who)
  })
})
