import { describe, expect, it } from 'vitest'
import { landOn, wheelFor } from './spin-wheel.ts'

describe('the lucky wheel', () => {
  const wheel = wheelFor(10_000)

  it('lands on each segment exactly as often as its weight', () => {
    const total = wheel.reduce((sum, s) => sum + s.weight, 0)
    const landed = new Map<number, number>()
    for (let ticket = 0; ticket < total; ticket++) {
      const prize = landOn(wheel, () => ticket)
      landed.set(prize.prize_id, (landed.get(prize.prize_id) ?? 0) + 1)
    }
    for (const segment of wheel) {
      expect(landed.get(segment.prize.prize_id)).toBe(segment.weight)
    }
  })

  it('scales cash prizes to the currency: the jackpot is ten minimum deposits', () => {
    const jackpot = wheel.find((s) => s.prize.label === 'Jackpot')
    expect(jackpot?.prize.cash_amount).toBe(100_000)
    expect(wheelFor(100).find((s) => s.prize.label === 'Jackpot')?.prize.cash_amount).toBe(1_000)
  })

  it('gives every cash prize an amount and every token prize tokens', () => {
    for (const { prize } of wheel) {
      if (prize.kind === 'cash') expect(prize.cash_amount).toBeGreaterThan(0)
      if (prize.kind === 'token') expect(prize.token_amount).toBeGreaterThan(0)
      if (prize.kind === 'none') expect(prize.cash_amount + prize.token_amount).toBe(0)
    }
  })
})
