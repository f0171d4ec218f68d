import type { ResponseOf } from '@parlor/contract'
import type { Database } from '../db/database.ts'
import { ok, siteNotFound } from '../http/envelopes.ts'
import { prepareJson } from '../http/prepared-json.ts'
import type { SiteRecord } from './demo-sites.ts'

export async function seedSites(db: Database, sites: readonly SiteRecord[]): Promise<number> {
  let inserted = 0
  for (const s of sites) {
    const rows = await db.query(
      `insert into sites (domain_name, site, content, language, provider_count, aff_domain, live_chat, maintenance)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (domain_name) do nothing
       returning domain_name`,
      [
        s.domain_name,
        JSON.stringify(s.site),
        JSON.stringify(s.content),
        s.language,
        JSON.stringify(s.provider_count),
        s.aff_domain,
        JSON.stringify(s.live_chat),
        JSON.stringify(s.maintenance),
      ],
    )
    inserted += rows.length
  }
  return inserted
}

/**
 * Startup answers per domain. Sites change rarely and startup is every page load's first call, so
 * answers are cached per domain until `invalidate` (issue: /api/startup at least half the
 * throughput of a trivial endpoint).
 */
export function createSiteRepository(db: Database) {
  const cache = new Map<string, ResponseOf<'startup'>>()

  async function startup(domain: string): Promise<ResponseOf<'startup'>> {
    const cached = cache.get(domain)
    if (cached) return cached
    const [row] = await db.query<SiteRecord>('select * from sites where domain_name = $1', [domain])
    if (!row) {
      return siteNotFound(domain)
    }
    const answer: ResponseOf<'startup'> = row.maintenance.is_maintenance
      ? {
          ...ok,
          message: '',
          maintenance: row.maintenance,
        }
      : {
          ...ok,
          message: '',
          maintenance: { is_maintenance: false, start_date: null, end_date: null },
          content: row.content,
          site: row.site,
          language: row.language,
          provider_count: row.provider_count,
          aff_domain: row.aff_domain,
          live_chat: row.live_chat,
        }
    cache.set(domain, prepareJson(answer))
    return answer
  }

  /** The site's name whatever its state: in maintenance its startup answer names nothing. */
  async function siteName(domain: string): Promise<string | undefined> {
    const [row] = await db.query<{ name: string }>(
      `select site->>'site_name' as name from sites where domain_name = $1`,
      [domain],
    )
    return row?.name
  }

  return { startup, siteName, invalidate: () => cache.clear() }
}

export type SiteRepository = ReturnType<typeof createSiteRepository>
