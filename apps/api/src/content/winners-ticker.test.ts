import { describe, expect, it } from 'vitest'
import type { ContentSite } from './content-site.ts'
import { winnersTicker } from './winners-ticker.ts'

const site: ContentSite = {
  domain_name: 'casino.example',
  site_name: 'Lucky Harbour',
  currency: 'IDR',
  currency_decimals: 0,
  language: 'IDR',
  deposit_min: 100,
  withdraw_min: 200,
}

describe('winnersTicker', () => {
  it('shows the same wins all day, always dated within the last 24 hours', () => {
    const morning = winnersTicker(site, new Date('2025-06-11T09:00:00.000Z'))
    const evening = winnersTicker(site, new Date('2025-06-11T21:00:00.000Z'))
    const withoutTimes = (ticker: typeof morning) =>
      ticker.winners.map(({ won_at: _, ...win }) => win)
    expect(withoutTimes(evening)).toEqual(withoutTimes(morning))
    expect(evening.statistics).toEqual(morning.statistics)
    expect(
      Date.parse(evening.winners[0]?.won_at ?? '') - Date.parse(morning.winners[0]?.won_at ?? ''),
    ).toBe(12 * 3_600_000)
  })

  it('moves on to new wins the next day, with a few more registered players', () => {
    const today = winnersTicker(site, new Date('2025-06-11T09:00:00.000Z'))
    const tomorrow = winnersTicker(site, new Date('2025-06-12T09:00:00.000Z'))
    expect(tomorrow.winners).not.toEqual(today.winners)
    expect(tomorrow.statistics.registered_player).toBeGreaterThan(
      today.statistics.registered_player,
    )
  })

  it('lists withdrawals newest first, and counts the last hour of them in the hourly total', () => {
    const now = new Date('2025-06-11T09:00:00.000Z')
    const { withdrawals, statistics } = winnersTicker(site, now)
    const times = withdrawals.map((w) => w.withdrawn_at)
    expect(times).toEqual([...times].sort().reverse())
    const lastHour = withdrawals
      .filter((w) => now.getTime() - Date.parse(w.withdrawn_at) <= 3_600_000)
      .reduce((sum, w) => sum + w.amount, 0)
    expect(statistics.hour_withdrawal).toBeGreaterThan(lastHour)
    expect(statistics.withrawal).toBeGreaterThanOrEqual(
      withdrawals.reduce((sum, w) => sum + w.amount, 0),
    )
    expect(statistics.deposited_player).toBeLessThanOrEqual(statistics.active_player)
  })
})
