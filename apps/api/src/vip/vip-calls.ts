import type { VipLevel } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { ok, siteNotFound } from '../http/envelopes.ts'
import type { SiteRecord } from '../sites/demo-sites.ts'
import { demoVipLevels, vipIconUrl } from './demo-vip-levels.ts'
import { vipProgress } from './vip-progress.ts'

export async function seedVipLevels(db: Database, sites: readonly SiteRecord[]): Promise<number> {
  let inserted = 0
  for (const site of sites) {
    for (const level of demoVipLevels(site.site.deposit_min)) {
      const rows = await db.query(
        `insert into vip_levels (domain_name, level, vip_name, min_deposit, min_turnover,
           rebate_percent, upgrade_bonus, daily_withdraw_limit, benefits)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict do nothing returning level`,
        [
          site.domain_name,
          level.level,
          level.vip_name,
          level.min_deposit,
          level.min_turnover,
          level.rebate_percent,
          level.upgrade_bonus,
          level.daily_withdraw_limit,
          JSON.stringify(level.benefits),
        ],
      )
      inserted += rows.length
    }
  }
  return inserted
}

async function siteLevels(db: Queryable, domain: string): Promise<VipLevel[]> {
  const rows = await db.query<Omit<VipLevel, 'icon_url'>>(
    `select level, vip_name, min_deposit::float8 as min_deposit,
            min_turnover::float8 as min_turnover, rebate_percent::float8 as rebate_percent,
            upgrade_bonus::float8 as upgrade_bonus,
            daily_withdraw_limit::float8 as daily_withdraw_limit, benefits
       from vip_levels where domain_name = $1 order by level`,
    [domain],
  )
  return rows.map((row) => ({ ...row, icon_url: vipIconUrl(row.vip_name) }))
}

/**
 * What counts towards VIP: completed deposits and the stakes of settled rounds, over the
 * account's lifetime (the reference server runs one endless cycle).
 */
async function countedForVip(db: Queryable, account: number) {
  const [row] = await db.query<{ deposit: number; turnover: number }>(
    `select
       (select coalesce(sum(amount), 0) from deposits
         where account = $1 and status = 'completed')::float8 as deposit,
       (select coalesce(sum(stake), 0) from game_rounds
         where account = $1 and status = 'settled')::float8 as turnover`,
    [account],
  )
  return row ?? { deposit: 0, turnover: 0 }
}

export function vipCalls(db: Database): CallHandlers {
  return {
    async vipLevels({ domain_name }) {
      const levels = await siteLevels(db, domain_name)
      return levels.length ? { ...ok, levels } : siteNotFound(domain_name)
    },

    vip: accountCall(db, async (_input, account) => {
      const levels = await siteLevels(db, account.domain_name)
      const progress = vipProgress(levels, await countedForVip(db, account.id))
      return { ...ok, nextLevel: progress ? [progress] : [] }
    }),
  }
}
