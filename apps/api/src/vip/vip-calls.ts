import type { LanguageCode, VipLevel } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import { asLanguageCode } from '../content/site-language.ts'
import { answerLanguage, translated } from '../content/translations.ts'
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
       rebate_percent, upgrade_bonus, daily_withdraw_limit, benefits, texts)
     select l.domain_name, l.level, l.vip_name, l.min_deposit, l.min_turnover, l.rebate_percent,
            l.upgrade_bonus, l.daily_withdraw_limit, l.benefits, l.texts
       from jsonb_to_recordset($1::jsonb) as l (domain_name text, level int, vip_name text,
            min_deposit bigint, min_turnover bigint, rebate_percent numeric, upgrade_bonus bigint,
            daily_withdraw_limit bigint, benefits jsonb, texts jsonb)
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

interface LevelRow extends Omit<VipLevel, 'icon_url'> {
  readonly texts: unknown
  readonly language: string
}

/**
 * A site's ladder with names and perks in the language asked for, else the site's. The badge
 * stays the one of the level's own (English) name.
 */
async function siteLevels(
  db: Queryable,
  domain: string,
  requested: LanguageCode | undefined,
): Promise<VipLevel[]> {
  const rows = await db.query<LevelRow>(
    `select v.level, v.vip_name, v.min_deposit::float8 as min_deposit,
            v.min_turnover::float8 as min_turnover, v.rebate_percent::float8 as rebate_percent,
            v.upgrade_bonus::float8 as upgrade_bonus,
            v.daily_withdraw_limit::float8 as daily_withdraw_limit, v.benefits, v.texts, s.language
       from vip_levels v join sites s on s.domain_name = v.domain_name
      where v.domain_name = $1 order by v.level`,
    [domain],
  )
  return rows.map(({ texts, language, ...row }) => ({
    ...row,
    ...translated(
      { vip_name: row.vip_name, benefits: row.benefits },
      texts,
      answerLanguage(requested, asLanguageCode(language)),
    ),
    icon_url: vipIconUrl(row.vip_name),
  }))
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
    async vipLevels({ domain_name, language }) {
      const levels = await siteLevels(db, domain_name, language)
      return levels.length ? { ...ok, levels } : siteNotFound(domain_name)
    },

    // The player's level is named as the ladder names it, in the same language, so a page can
    // find it there.
    vip: accountCall(async (input, account) => {
      const levels = await siteLevels(db, account.domain_name, input.language)
      const progress = vipProgress(levels, await countedForVip(db, account.id))
      return { ...ok, nextLevel: progress ? [progress] : [] }
    }),
  }
}
