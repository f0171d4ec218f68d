import { describe, expect, it } from 'vitest'
import { demoVipLevels } from './demo-vip-levels.ts'
import { vipProgress } from './vip-progress.ts'

describe('VIP progress', () => {
  const levels = demoVipLevels(10_000)

  it('starts a new player on the first level, heading for the second', () => {
    expect(vipProgress(levels, { deposit: 0, turnover: 0 })).toMatchObject({
      vip_name: 'Bronze',
      vip_name_next: 'Silver',
      starting_deposit: 0,
      deposit_next: 50_000,
      turnover_next: 500_000,
    })
  })

  it('needs both the deposits and the turnover of a level to reach it', () => {
    expect(vipProgress(levels, { deposit: 50_000, turnover: 0 })?.vip_name).toBe('Bronze')
    expect(vipProgress(levels, { deposit: 50_000, turnover: 500_000 })?.vip_name).toBe('Silver')
  })

  it('shows the top level as its own next level, so progress reads full', () => {
    const top = vipProgress(levels, { deposit: 1e12, turnover: 1e13 })
    expect(top).toMatchObject({ vip_name: 'Royal', vip_name_next: 'Royal' })
    expect(top?.cycle_deposit).toBeGreaterThanOrEqual(top?.deposit_next ?? Infinity)
  })

  it('answers no level for a site without a ladder', () => {
    expect(vipProgress([], { deposit: 1, turnover: 1 })).toBeNull()
  })
})
