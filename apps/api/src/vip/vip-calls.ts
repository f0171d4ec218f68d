import type { VipLevel } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { ok, siteNotFound } from '../http/envelopes.ts'
import type { SiteRecord } from '../sites/demo-sites.ts'
import { demoVipLevels, vipIconUrl } from './demo-vip-levels.ts'
import { vipProgress } from './vip-progress.ts'

/** Seeds each site's ladder once; a site that has one is left as the operator made it. */
export async function seedVipLevels(db: Database, sites: readonly SiteRecord[]): Promise<number> {
  const rows = await db.query(
    `insert into vip_levels (domain_name, level, vip_name, min_deposit, min_turnover,
       rebate_percent, upgrade_bonus, daily_withdraw_limit, benefits)
     select l.domain_name, l.level, l.vip_name, l.min_deposit, l.min_turnover, l.rebate_percent,
            l.upgrade_bonus, l.daily_withdraw_limit, l.benefits
       from jsonb_to_recordset($1::jsonb) as l (domain_name text, level int, vip_name text,
            min_deposit bigint, min_turnover bigint, rebate_percent numeric, upgrade_bonus bigint,
            daily_withdraw_limit bigint, benefits jsonb)
      where not exists (select 1 from vip_levels v where v.domain_name = l.domain_name)
     returning level`,
    [
      JSON.stringify(
        sites.flatMap((site) =>
          demoVipLevels(site.site.deposit_min).map(({ icon_url: _, ...level }) => ({
            domain_name: site.domain_name,
            ...level,
          })),
        ),
      ),
    ],
  )
  return rows.length
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

    vip: accountCall(async (_input, account) => {
      const levels = await siteLevels(db, account.domain_name)
      const progress = vipProgress(levels, await countedForVip(db, account.id))
      return { ...ok, nextLevel: progress ? [progress] : [] }
    }),
  }
}
