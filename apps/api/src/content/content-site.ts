import type { LanguageCode, Site } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { asLanguageCode } from './site-language.ts'

/** What the content calls need to know about a site: who it is, what it speaks and pays in. */
export interface ContentSite {
  readonly domain_name: string
  readonly site_name: string
  readonly currency: string
  readonly currency_decimals: number
  readonly language: LanguageCode
  readonly deposit_min: number
  readonly withdraw_min: number
}

interface SiteRow {
  readonly domain_name: string
  readonly site: Site
  readonly language: string
}

function fromRow(row: SiteRow): ContentSite {
  return {
    domain_name: row.domain_name,
    site_name: row.site.site_name,
    currency: row.site.currency,
    currency_decimals: row.site.currency_decimals,
    language: asLanguageCode(row.language),
    deposit_min: row.site.deposit_min,
    withdraw_min: row.site.withdraw_min,
  }
}

export async function readContentSite(
  db: Queryable,
  domain: string,
): Promise<ContentSite | undefined> {
  const [row] = await db.query<SiteRow>(
    'select domain_name, site, language from sites where domain_name = $1',
    [domain],
  )
  return row && fromRow(row)
}

export async function readContentSites(db: Queryable): Promise<ContentSite[]> {
  const rows = await db.query<SiteRow>(
    'select domain_name, site, language from sites order by domain_name',
  )
  return rows.map(fromRow)
}
