import type { SeoRecord } from '@parlor/contract'
import type { Database } from '../db/database.ts'
import { perDomain } from './per-domain.ts'

/**
 * A site's SEO record for a page: the page's own, else the home's (a game category or a new
 * route has none of its own, and every page the site shows still gets a title and description);
 * `undefined` when the site has neither, `null` when there is no such site.
 */
export type SeoLookup = (domain: string, pageName: string) => Promise<SeoRecord | undefined | null>

/** SEO records, read once per site: the seo call and each site's first document ask for them. */
export function seoLookup(db: Database): SeoLookup {
  const records = perDomain<Map<string, SeoRecord>>(async (domain) => {
    const [site] = await db.query('select 1 from sites where domain_name = $1', [domain])
    if (!site) return undefined
    const rows = await db.query<SeoRecord>(
      `select id, page_name, en_item_name, en_body, local_item_name, local_body, meta_title,
         meta_desc, meta_keywords, meta_url, meta_canonical, meta_author, meta_publisher,
         meta_lang, meta_image_url
       from seo_records where domain_name = $1`,
      [domain],
    )
    return new Map(rows.map((record) => [record.page_name, record]))
  })
  return async (domain, pageName) => {
    const found = await records(domain)
    if (!found) return null
    return found.get(pageName.toLowerCase()) ?? found.get('home')
  }
}
