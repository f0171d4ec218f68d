import type { LanguageCode, Promotion } from '@parlor/contract'
import { translated } from '../content/translations.ts'
import type { Database, Queryable } from '../db/database.ts'
import { type PromotionArtRequest, promotionArtPath } from '../media/promotion-art.ts'
import type { PromotionKind } from '../media/promotion-motifs.ts'
import { demoTemplateOfDomain, type SiteRecord } from '../sites/demo-sites.ts'
import { demoPromotions, type PromotionSeed, promotionEnd } from './demo-promotions.ts'
import type { DemoPromotionKey } from './promotion-copy/promotion-copy.ts'

interface PromotionRow extends Omit<Promotion, 'promotion_id' | 'starts_at' | 'ends_at'> {
  id: number
  starts_at: Date | string
  ends_at: Date | string | null
  /** The title, summary and body in other languages than the columns' English. */
  texts: unknown
}

const columns = `id::int as id, title, summary, body, image_url, category, claim,
  bonus_amount::float8 as bonus_amount, bonus_percent::float8 as bonus_percent,
  max_bonus::float8 as max_bonus, min_deposit::float8 as min_deposit, turnover_multiplier,
  starts_at, ends_at, texts`

const live = 'starts_at <= now() and (ends_at is null or ends_at > now())'

/** A row as the contract shapes it, its texts in `language` where that language has them. */
function toPromotion(
  { id, starts_at, ends_at, texts, ...row }: PromotionRow,
  language: LanguageCode = 'EN',
): Promotion {
  const { title, summary, body } = row
  return {
    ...row,
    ...translated({ title, summary, body }, texts, language),
    promotion_id: id,
    starts_at: new Date(starts_at).toISOString(),
    ends_at: ends_at === null ? null : new Date(ends_at).toISOString(),
  }
}

/** The kind of artwork each demo offer wears, by what it offers. */
const artKinds: Readonly<Record<DemoPromotionKey, PromotionKind>> = {
  welcome: 'welcome',
  freeCredit: 'daily',
  liveReload: 'live-casino',
  weekendSports: 'sports',
}

/** A brand's banner for the offer: its kind's motif and, for a percentage offer, the figure. */
function artOf(seed: PromotionSeed): PromotionArtRequest {
  return {
    kind: artKinds[seed.key],
    ...(seed.bonus_percent > 0 ? { percent: seed.bonus_percent } : {}),
  }
}

/** Seeds each site's promotions once; a site that has any is left as the operator made it. */
export async function seedPromotions(
  db: Database,
  sites: readonly SiteRecord[],
  now: Date,
): Promise<number> {
  let inserted = 0
  for (const site of sites) {
    const [existing] = await db.query('select 1 from promotions where domain_name = $1 limit 1', [
      site.domain_name,
    ])
    if (existing) continue
    const seeds = demoPromotions(site.site, now)
    const template = demoTemplateOfDomain(site.domain_name)
    for (const [index, seed] of seeds.entries()) {
      const endsAt = promotionEnd(now, seed.ends_in_days)?.toISOString() ?? null
      await db.query(
        `insert into promotions (domain_name, title, summary, body, image_url, category, claim,
           bonus_amount, bonus_percent, max_bonus, min_deposit, turnover_multiplier, starts_at,
           ends_at, sort_order, texts)
         values ($1, $2, $3, $4, $16, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb)`,
        [
          site.domain_name,
          seed.title,
          seed.summary,
          seed.body,
          seed.category,
          seed.claim,
          seed.bonus_amount,
          seed.bonus_percent,
          seed.max_bonus,
          seed.min_deposit,
          seed.turnover_multiplier,
          now.toISOString(),
          endsAt,
          index,
          JSON.stringify(seed.texts),
          template ? promotionArtPath(template, artOf(seed)) : '',
        ],
      )
      inserted += 1
    }
    // A site wearing no demo brand gets a placeholder card per promotion id.
    await db.query(
      `update promotions set image_url = '/media/promotions/' || id || '.svg'
       where domain_name = $1 and image_url = ''`,
      [site.domain_name],
    )
  }
  return inserted
}

/**
 * Promotions running now, in the operator's order, written in `language` where the operator
 * wrote it (in the columns' English otherwise); `category` empty means every tab.
 */
export async function livePromotions(
  db: Queryable,
  domain: string,
  category: string,
  language: LanguageCode = 'EN',
): Promise<Promotion[]> {
  const rows = await db.query<PromotionRow>(
    `select ${columns} from promotions
      where domain_name = $1 and ${live} and ($2 = '' or category = $2 or category = 'all')
      order by sort_order, id`,
    [domain, category],
  )
  return rows.map((row) => toPromotion(row, language))
}

export async function findLivePromotion(
  db: Queryable,
  domain: string,
  id: number,
): Promise<Promotion | undefined> {
  const [row] = await db.query<PromotionRow>(
    `select ${columns} from promotions where domain_name = $1 and id = $2 and ${live}`,
    [domain, id],
  )
  return row && toPromotion(row)
}

/** A deposit bonus: its percent of the deposit, capped; nothing below its minimum deposit. */
export function depositBonus(promotion: Promotion, amount: number): number {
  if (amount < promotion.min_deposit) return 0
  return Math.min(Math.floor((amount * promotion.bonus_percent) / 100), promotion.max_bonus)
}

/** Records that the account took the promotion; false when it already had. */
export async function recordClaim(
  tx: Queryable,
  promotion: number,
  account: number,
  amount: number,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into promotion_claims (promotion, account, amount) values ($1, $2, $3)
     on conflict do nothing returning promotion`,
    [promotion, account, amount],
  )
  return rows.length > 0
}
