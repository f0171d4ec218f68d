import type { Queryable } from '../db/database.ts'

export interface SiteMoneyRules {
  readonly currency: string
  readonly deposit_min: number
  readonly deposit_max: number
  readonly withdraw_min: number
}

/** The operator's limits for the site an account belongs to (from the site's data). */
export async function siteMoneyRules(tx: Queryable, domain: string): Promise<SiteMoneyRules> {
  const [row] = await tx.query<SiteMoneyRules>(
    `select site->>'currency' as currency,
            (site->>'deposit_min')::float8 as deposit_min,
            (site->>'deposit_max')::float8 as deposit_max,
            (site->>'withdraw_min')::float8 as withdraw_min
       from sites where domain_name = $1`,
    [domain],
  )
  if (!row) throw new Error(`An account belongs to the unknown site ${domain}`)
  return row
}
