import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { response } from '../envelope.ts'
import { accountEntries, Count, IsoDate, MaskedAccountId, NonNegativeMoney } from '../fields.ts'

export const Invitee = v.object({
  account_id: MaskedAccountId,
  joined_at: IsoDate,
  has_deposited: v.boolean(),
  /** What this invitee has earned the player so far, minor units. */
  earnings: NonNegativeMoney,
})
export type Invitee = v.InferOutput<typeof Invitee>

/** The referral page: the link is built from the site's aff_domain and `referral_code`. */
export const referralSummary = defineCall({
  path: '/api/referral/summary',
  request: v.object(accountEntries),
  response: response({
    referral_code: v.string(),
    /** Percent of invitees' turnover paid as commission. */
    commission_percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    invitee_count: Count,
    total_earnings: NonNegativeMoney,
    /** Earned but not yet credited to the balance. */
    pending_earnings: NonNegativeMoney,
    invitees: v.array(Invitee),
  }),
  account: true,
})
