import type { Queryable } from '../db/database.ts'
import { grantTokens } from '../spin/token-ledger.ts'

/** How long a welcome reward waits to be claimed. */
export const welcomeRewardDays = 7

/** Spin tokens a new player starts with, so the wheel works before the first deposit. */
export const welcomeTokens = 3

/**
 * What a player finds on becoming active: a claimable welcome reward worth half the site's
 * minimum deposit, a note on safer play, and a few spin tokens.
 */
export async function welcomeNewPlayer(tx: Queryable, account: number): Promise<void> {
  const [site] = await tx.query<{ site_name: string; deposit_min: number }>(
    `select s.site->>'site_name' as site_name, (s.site->>'deposit_min')::float8 as deposit_min
       from accounts a join sites s on s.domain_name = a.domain_name where a.id = $1`,
    [account],
  )
  if (!site) throw new Error(`Account ${account} has no site`)
  await tx.query(
    `insert into inbox_items (account, title, body, reward_amount, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(days => $5)),
            ($1, $6, $7, 0, null)`,
    [
      account,
      `Welcome to ${site.site_name}`,
      '<p>Your account is ready. Claim this welcome reward and try any game; it is added to your balance at once.</p>',
      Math.floor(site.deposit_min / 2),
      welcomeRewardDays,
      'Play on your terms',
      '<p>Set deposit limits and take breaks whenever you like. Our <a href="/responsible-gaming">responsible gaming</a> page explains how.</p>',
    ],
  )
  await grantTokens(tx, account, { amount: welcomeTokens, kind: 'welcome', reference: 'welcome' })
}
