import type { VipNextLevel } from '@parlor/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vipSummary } from './vip-summary.ts'

const level = (changes: Partial<VipNextLevel> = {}): VipNextLevel => ({
  starting_deposit: 0,
  cycle_deposit: 0,
  deposit_next: 10_000,
  starting_turnover: 0,
  cycle_turnover: 0,
  turnover_next: 50_000,
  vip_name: 'Bronze',
  vip_name_next: 'Silver',
  ...changes,
})
const summaryOf = (changes: Partial<VipNextLevel>) => vipSummary({ nextLevel: [level(changes)] })

describe('vipSummary', () => {
  it('reads the first level: amounts counted this cycle, names of this level and the next', () => {
    expect(
      vipSummary({
        nextLevel: [
          level({ cycle_deposit: 2_500, cycle_turnover: 40_000 }),
          level({ vip_name: 'Gold', cycle_deposit: 99 }),
        ],
      }),
    ).toEqual({
      totalDeposit: 2_500,
      depoProgress: 25,
      totalTurnover: 40_000,
      toProgress: 80,
      currentLevel: 'Bronze',
      nextLevel: 'Silver',
    })
  })

  it('has no summary when the server sent no level', () => {
    expect(vipSummary({ nextLevel: [] })).toBeNull()
  })

  it('measures progress from where this level starts, not from zero', () => {
    const silver = summaryOf({
      starting_deposit: 10_000,
      cycle_deposit: 30_000,
      deposit_next: 50_000,
      starting_turnover: 100_000,
      cycle_turnover: 100_000,
      turnover_next: 400_000,
    })
    expect(silver?.depoProgress).toBe(50)
    expect(silver?.toProgress).toBe(0)
    expect(silver?.totalDeposit).toBe(30_000)
  })

  it('caps progress at 100 once the next threshold is passed', () => {
    expect(summaryOf({ cycle_deposit: 25_000, cycle_turnover: 50_000 })).toMatchObject({
      depoProgress: 100,
      toProgress: 100,
    })
  })

  it('never goes below 0 when the amount is under the level start', () => {
    expect(summaryOf({ starting_deposit: 5_000, cycle_deposit: 1_000 })?.depoProgress).toBe(0)
    expect(summaryOf({ cycle_turnover: -300 })?.toProgress).toBe(0)
  })

  it('cuts to two decimals and never rounds up to 100 before the threshold', () => {
    expect(summaryOf({ cycle_deposit: 1, deposit_next: 3 })?.depoProgress).toBe(33.33)
    expect(summaryOf({ cycle_deposit: 2, deposit_next: 3 })?.depoProgress).toBe(66.66)
    expect(summaryOf({ cycle_deposit: 99_999, deposit_next: 100_000 })?.depoProgress).toBe(99.99)
    expect(summaryOf({ cycle_deposit: 29, deposit_next: 100 })?.depoProgress).toBe(29)
  })

  it('treats a band with no width as reached or not', () => {
    const flat = { starting_deposit: 7_000, deposit_next: 7_000 }
    expect(summaryOf({ ...flat, cycle_deposit: 7_000 })?.depoProgress).toBe(100)
    expect(summaryOf({ ...flat, cycle_deposit: 6_999 })?.depoProgress).toBe(0)
    expect(summaryOf({ starting_turnover: 0, turnover_next: 0 })?.toProgress).toBe(100)
    const inverted = { starting_turnover: 9_000, turnover_next: 1_000 }
    expect(summaryOf({ ...inverted, cycle_turnover: 500 })?.toProgress).toBe(0)
  })
})

describe('vipSummary: properties', () => {
  const amounts = fc.record({
    start: fc.integer(),
    current: fc.integer(),
    next: fc.integer(),
  })
  const huge = fc.record({
    start: fc.maxSafeInteger(),
    current: fc.maxSafeInteger(),
    next: fc.maxSafeInteger(),
  })
  const progressOf = (a: { start: number; current: number; next: number }) =>
    summaryOf({ starting_deposit: a.start, cycle_deposit: a.current, deposit_next: a.next })
      ?.depoProgress ?? Number.NaN

  it('keeps progress a number within [0, 100] with at most two decimals', () => {
    fc.assert(
      fc.property(fc.oneof(amounts, huge), (a) => {
        const p = progressOf(a)
        expect(p).toBeGreaterThanOrEqual(0)
        expect(p).toBeLessThanOrEqual(100)
        expect(Number(p.toFixed(2))).toBe(p)
      }),
    )
  })

  it('shows 100 exactly when the next threshold is met', () => {
    fc.assert(
      fc.property(fc.oneof(amounts, huge), (a) => {
        expect(progressOf(a) === 100).toBe(a.current >= a.next)
      }),
    )
  })

  it('never lowers progress when the player adds to the amount', () => {
    fc.assert(
      fc.property(amounts, fc.nat(), (a, more) => {
        expect(progressOf({ ...a, current: a.current + more })).toBeGreaterThanOrEqual(
          progressOf(a),
        )
      }),
    )
  })

  it('measures turnover by the same rule as deposits', () => {
    fc.assert(
      fc.property(amounts, (a) => {
        const s = vipSummary({
          nextLevel: [
            level({
              starting_deposit: a.start,
              cycle_deposit: a.current,
              deposit_next: a.next,
              starting_turnover: a.start,
              cycle_turnover: a.current,
              turnover_next: a.next,
            }),
          ],
        })
        expect(s?.toProgress).toBe(s?.depoProgress)
      }),
    )
  })
})
