import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { response } from '../envelope.ts'
import { IsoDate, MaskedAccountId, NonNegativeMoney, siteEntries } from '../fields.ts'

export const leaderboardPeriods = ['daily', 'weekly', 'monthly'] as const
export const LeaderboardPeriod = v.picklist(leaderboardPeriods, 'periodUnknown')
export type LeaderboardPeriod = v.InferOutput<typeof LeaderboardPeriod>

export const LeaderboardEntry = v.object({
  rank: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  account_id: MaskedAccountId,
  /** Players rank by turnover in the period, minor units. */
  turnover: NonNegativeMoney,
  /** What the rank wins when the period closes. */
  prize: NonNegativeMoney,
})
export type LeaderboardEntry = v.InferOutput<typeof LeaderboardEntry>

/** The current period's board, best first. */
export const leaderboard = defineCall({
  path: '/api/leaderboard',
  request: v.object({ ...siteEntries, period: v.optional(LeaderboardPeriod, 'weekly') }),
  response: response({
    period: LeaderboardPeriod,
    starts_at: IsoDate,
    ends_at: IsoDate,
    items: v.array(LeaderboardEntry),
  }),
})
