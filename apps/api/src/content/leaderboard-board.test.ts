import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ContentSite } from './content-site.ts'
import { leaderboardBoard, leaderboardPeriod, leaderboardPrize } from './leaderboard-board.ts'

const site: ContentSite = {
  domain_name: 'casino.example',
  site_name: 'Lucky Harbour',
  currency: 'USD',
  currency_decimals: 2,
  language: 'EN',
  deposit_min: 10_000,
  withdraw_min: 20_000,
}

const iso = (period: { starts_at: Date; ends_at: Date }) => ({
  starts_at: period.starts_at.toISOString(),
  ends_at: period.ends_at.toISOString(),
})

describe('leaderboardPeriod', () => {
  it('starts a week on Monday, even late on the Sunday that ends it', () => {
    expect(iso(leaderboardPeriod('weekly', new Date('2025-06-15T23:59:59.999Z')))).toEqual({
      starts_at: '2025-06-09T00:00:00.000Z',
      ends_at: '2025-06-16T00:00:00.000Z',
    })
    expect(iso(leaderboardPeriod('weekly', new Date('2025-06-16T00:00:00.000Z'))).starts_at).toBe(
      '2025-06-16T00:00:00.000Z',
    )
  })

  it('runs a week across the turn of the year', () => {
    expect(iso(leaderboardPeriod('weekly', new Date('2026-01-01T12:00:00.000Z')))).toEqual({
      starts_at: '2025-12-29T00:00:00.000Z',
      ends_at: '2026-01-05T00:00:00.000Z',
    })
  })

  it('ends December on the first of January', () => {
    expect(iso(leaderboardPeriod('monthly', new Date('2025-12-31T23:00:00.000Z')))).toEqual({
      starts_at: '2025-12-01T00:00:00.000Z',
      ends_at: '2026-01-01T00:00:00.000Z',
    })
  })

  it('always contains the moment asked about, from a UTC midnight', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('daily', 'weekly', 'monthly' as const),
        (now, period) => {
          const { starts_at, ends_at } = leaderboardPeriod(period, now)
          expect(starts_at.getTime()).toBeLessThanOrEqual(now.getTime())
          expect(ends_at.getTime()).toBeGreaterThan(now.getTime())
          expect(starts_at.toISOString()).toMatch(/T00:00:00\.000Z$/)
          if (period === 'weekly') expect(starts_at.getUTCDay()).toBe(1)
          if (period === 'monthly') expect(starts_at.getUTCDate()).toBe(1)
          if (period === 'daily') expect(ends_at.getTime() - starts_at.getTime()).toBe(86_400_000)
        },
      ),
    )
  })
})

describe('leaderboardBoard', () => {
  it('pays the top ten, the winner most, and nothing below', () => {
    const { items } = leaderboardBoard(site, 'monthly', new Date('2025-06-11T12:00:00.000Z'))
    const prizes = items.map((entry) => entry.prize)
    expect(prizes.slice(0, 10).every((prize) => prize > 0)).toBe(true)
    expect(prizes.slice(10).every((prize) => prize === 0)).toBe(true)
    expect(prizes).toEqual([...prizes].sort((a, b) => b - a))
  })

  it('converts prizes into the site currency', () => {
    expect(leaderboardPrize(site, 'weekly', 1)).toBe(900_00)
    expect(leaderboardPrize({ currency: 'VND', currency_decimals: 0 }, 'weekly', 1)).toBe(
      22_500_000,
    )
    expect(leaderboardPrize(site, 'weekly', 11)).toBe(0)
  })

  it('gives each site its own board', () => {
    const now = new Date('2025-06-11T12:00:00.000Z')
    const other = leaderboardBoard({ ...site, domain_name: 'other.example' }, 'weekly', now)
    expect(other.items).not.toEqual(leaderboardBoard(site, 'weekly', now).items)
  })
})
