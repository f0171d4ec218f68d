import { accountCall } from '../accounts/account-call.ts'
import { maskAccountId } from '../accounts/mask-account-id.ts'
import type { Database } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { ok } from '../http/envelopes.ts'

/** Percent of each invitee's turnover the inviter earns. */
export const commissionPercent = 0.5

/**
 * The referral page. A player's code is their account id (readable, and it is what a friend
 * types into sign-up's referrer field); earnings are the commission on invitees' turnover, and
 * stay pending until the operator's settlement credits them as `referral` ledger entries.
 */
export function referralCalls(db: Database): CallHandlers {
  return {
    referralSummary: accountCall(async (_input, account) => {
      const invitees = await db.query<{
        account_id: string
        created_at: Date | string
        has_deposited: boolean
        turnover: number
      }>(
        `select a.account_id, a.created_at,
                exists (select 1 from deposits d where d.account = a.id and d.status = 'completed')
                  as has_deposited,
                (select coalesce(sum(stake), 0) from game_rounds r where r.account = a.id)::float8
                  as turnover
           from accounts a
          where a.domain_name = $1 and lower(a.referrer_code) = $2 and a.status <> 'pending'
          order by a.created_at desc`,
        [account.domain_name, account.account_id],
      )
      const [credited] = await db.query<{ total: number }>(
        `select coalesce(sum(amount), 0)::float8 as total from ledger
          where account = $1 and kind = 'referral'`,
        [account.id],
      )
      const rows = invitees.map((invitee) => ({
        account_id: maskAccountId(invitee.account_id),
        joined_at: new Date(invitee.created_at).toISOString(),
        has_deposited: invitee.has_deposited,
        earnings: Math.floor((invitee.turnover * commissionPercent) / 100),
      }))
      const total = rows.reduce((sum, row) => sum + row.earnings, 0)
      return {
        ...ok,
        referral_code: account.account_id,
        commission_percent: commissionPercent,
        invitee_count: rows.length,
        total_earnings: total,
        pending_earnings: Math.max(total - (credited?.total ?? 0), 0),
        invitees: rows,
      }
    }),
  }
}
