import type { LeaderboardEntry, LeaderboardPeriod } from '@parlor/contract'
import { maskAccountId } from '../accounts/mask-account-id.ts'
import { seededRandom } from '../demo-data/seeded-random.ts'
import type { ContentSite } from './content-site.ts'
import { demoAccountId } from './demo-account-id.ts'
import { demoMoney } from './demo-money.ts'

/** The period a board covers: from `starts_at` up to, not including, `ends_at` (UTC). */
export function leaderboardPeriod(
  period: LeaderboardPeriod,
  now: Date,
): { starts_at: Date; ends_at: Date } {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  const day = now.getUTCDate()
  if (period === 'monthly') {
    return {
      starts_at: new Date(Date.UTC(year, month, 1)),
      ends_at: new Date(Date.UTC(year, month + 1, 1)),
    }
  }
  if (period === 'weekly') {
    // Weeks start on Monday (ISO 8601); getUTCDay counts from Sunday = 0.
    const daysSinceMonday = (now.getUTCDay() + 6) % 7
    return {
      starts_at: new Date(Date.UTC(year, month, day - daysSinceMonday)),
      ends_at: new Date(Date.UTC(year, month, day - daysSinceMonday + 7)),
    }
  }
  return {
    starts_at: new Date(Date.UTC(year, month, day)),
    ends_at: new Date(Date.UTC(year, month, day + 1)),
  }
}

/** What each period's board pays out in total, in US dollars before conversion. */
const prizePoolsUsd: Readonly<Record<LeaderboardPeriod, number>> = {
  daily: 500,
  weekly: 3_000,
  monthly: 10_000,
}

/** Each paid rank's share of the pool, in percent; ranks below these win nothing. */
const prizeSharesPercent = [30, 20, 12, 8, 7, 6, 5, 4, 4, 4] as const

/** The prize a rank wins when the period closes, in the site's minor units (0 below the paid ranks). */
export function leaderboardPrize(
  site: Pick<ContentSite, 'currency' | 'currency_decimals'>,
  period: LeaderboardPeriod,
  rank: number,
): number {
  const share = prizeSharesPercent[rank - 1] ?? 0
  return demoMoney((prizePoolsUsd[period] * share) / 100, site)
}

/** Roughly what the leader has wagered by the end of each period, in US dollars. */
const leaderTurnoverUsd: Readonly<Record<LeaderboardPeriod, number>> = {
  daily: 18_000,
  weekly: 95_000,
  monthly: 380_000,
}

const boardSize = 20

/**
 * The current period's board of a site. The demo has no betting history to rank, so the figures
 * come from a random source seeded with the site and the period's start: the board is the same
 * on every reload within a period and a new one starts with the next period.
 */
export function leaderboardBoard(
  site: ContentSite,
  period: LeaderboardPeriod,
  now: Date,
): { starts_at: string; ends_at: string; items: LeaderboardEntry[] } {
  const { starts_at, ends_at } = leaderboardPeriod(period, now)
  const random = seededRandom(
    `${site.domain_name}|leaderboard|${period}|${starts_at.toISOString()}`,
  )
  const accounts = new Set<string>()
  while (accounts.size < boardSize) accounts.add(maskAccountId(demoAccountId(random)))

  let turnoverUsd = leaderTurnoverUsd[period] * random.between(0.7, 1.3)
  const items = [...accounts].map((account_id, index) => {
    const entry = {
      rank: index + 1,
      account_id,
      turnover: demoMoney(turnoverUsd, site),
      prize: leaderboardPrize(site, period, index + 1),
    }
    // Each next player is a little behind, so turnover falls as rank rises.
    turnoverUsd *= random.between(0.72, 0.95)
    return entry
  })
  return { starts_at: starts_at.toISOString(), ends_at: ends_at.toISOString(), items }
}
