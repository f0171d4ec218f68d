import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { response } from '../envelope.ts'
import { Count, IsoDate, MaskedAccountId, NonNegativeMoney, siteEntries } from '../fields.ts'

/**
 * The site's social-proof figures, over the last 24 hours unless named
 * otherwise. `withrawal` keeps the specification's spelling: clients and data already use it.
 */
export const Statistics = v.object({
  /** Total paid out to players, minor units. */
  withrawal: NonNegativeMoney,
  /** How many players won. */
  winner: Count,
  /** Total paid out in the last hour, minor units. */
  hour_withdrawal: NonNegativeMoney,
  registered_player: Count,
  active_player: Count,
  deposited_player: Count,
})
export type Statistics = v.InferOutput<typeof Statistics>

export const RecentWin = v.object({
  account_id: MaskedAccountId,
  game_name: v.string(),
  provider_code: v.string(),
  amount: NonNegativeMoney,
  won_at: IsoDate,
})
export type RecentWin = v.InferOutput<typeof RecentWin>

export const RecentWithdrawal = v.object({
  account_id: MaskedAccountId,
  amount: NonNegativeMoney,
  withdrawn_at: IsoDate,
})
export type RecentWithdrawal = v.InferOutput<typeof RecentWithdrawal>

/** The winners ticker: figures plus the ten largest recent wins and withdrawals. */
export const top10WinnerWithdrawal = defineCall({
  path: '/api/settings/top10winner_withdrawal',
  request: v.object(siteEntries),
  response: response({
    statistics: Statistics,
    winners: v.array(RecentWin),
    withdrawals: v.array(RecentWithdrawal),
  }),
})
