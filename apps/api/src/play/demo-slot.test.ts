import { describe, expect, it } from 'vitest'
import { payMultiplier, reelStrip, reelWindow, spinReels, symbolWeights } from './demo-slot.ts'

describe('the demo slot', () => {
  it('returns between 94% and 97% of stakes over every combination of reel stops', () => {
    const stops = reelStrip.length
    let paid = 0
    for (let a = 0; a < stops; a++)
      for (let b = 0; b < stops; b++)
        for (let c = 0; c < stops; c++) {
          paid += payMultiplier([reelWindow(a)[1], reelWindow(b)[1], reelWindow(c)[1]] as never)
        }
    const rtp = paid / stops ** 3
    expect(rtp).toBeGreaterThan(0.94)
    expect(rtp).toBeLessThan(0.97)
  })

  it('holds each symbol as often as its weight', () => {
    for (const [symbol, weight] of Object.entries(symbolWeights)) {
      expect(reelStrip.filter((s) => s === symbol)).toHaveLength(weight)
    }
  })

  it('pays three sevens 250 times the stake and two cherries the stake back', () => {
    const seven = reelStrip.indexOf('seven')
    expect(spinReels(200, () => seven)).toMatchObject({ win: 50_000 })
    expect(payMultiplier(['cherry', 'bell', 'cherry'])).toBe(1)
    expect(payMultiplier(['bell', 'bell', 'lemon'])).toBe(0)
  })

  it('shows three symbols per reel with the paying one in the middle', () => {
    const stops = [3, 7, 11]
    const outcome = spinReels(100, () => stops.shift() ?? 0)
    expect(outcome.reels.map((reel) => reel[1])).toEqual([
      reelStrip[3],
      reelStrip[7],
      reelStrip[11],
    ])
    expect(outcome.reels.every((reel) => reel.length === 3)).toBe(true)
  })
})
