import type { Announcement, LanguageCode } from '@parlor/contract'
import { asLanguageCode } from '../content/site-language.ts'
import { answerLanguage, translated } from '../content/translations.ts'
import type { Database } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { ok, siteNotFound } from '../http/envelopes.ts'
import type { SiteContentRecord, StoredAnnouncement } from './demo-content.ts'

/** An announcement as the contract shows it, in `language`: its translations stay behind. */
function announcementIn(stored: StoredAnnouncement, language: LanguageCode): Announcement {
  const { texts, ...announcement } = stored
  return {
    ...announcement,
    ...translated({ title: stored.title, body: stored.body }, texts, language),
  }
}

export async function seedSiteContent(
  db: Database,
  records: readonly SiteContentRecord[],
): Promise<number> {
  let inserted = 0
  for (const r of records) {
    const rows = await db.query(
      `insert into site_content (domain_name, social_accounts, partners, analytics_scripts, announcements)
       values ($1, $2, $3, $4, $5) on conflict (domain_name) do nothing returning domain_name`,
      [
        r.domain_name,
        JSON.stringify(r.social_accounts),
        JSON.stringify(r.partners),
        JSON.stringify(r.analytics_scripts),
        JSON.stringify(r.announcements),
      ],
    )
    inserted += rows.length
  }
  return inserted
}

/**
 * The calls a page makes right after startup. Each page load makes them, so a site's
 * content is read once and kept, like its startup answer.
 */
export function siteContentCalls(db: Database): CallHandlers {
  const cache = new Map<string, SiteContentRecord & { language: string }>()
  async function content(domain: string) {
    const cached = cache.get(domain)
    if (cached) return cached
    const [row] = await db.query<SiteContentRecord & { language: string }>(
      `select c.*, s.language from site_content c join sites s on s.domain_name = c.domain_name
        where c.domain_name = $1`,
      [domain],
    )
    if (row) cache.set(domain, row)
    return row
  }

  return {
    async socialAccount({ domain_name }) {
      const row = await content(domain_name)
      return row ? { ...ok, accountList: row.social_accounts } : siteNotFound(domain_name)
    },
    async partners({ domain_name }) {
      const row = await content(domain_name)
      return row ? { ...ok, partners: row.partners } : siteNotFound(domain_name)
    },
    async getAnalytics({ domain_name }) {
      const row = await content(domain_name)
      return row ? { ...ok, scripts: row.analytics_scripts } : siteNotFound(domain_name)
    },
    async announcements({ domain_name, language }) {
      const row = await content(domain_name)
      if (!row) return siteNotFound(domain_name)
      const answer = answerLanguage(language, asLanguageCode(row.language))
      const now = Date.now()
      const live = row.announcements.filter(
        (a) =>
          Date.parse(a.starts_at) <= now && (a.ends_at === null || Date.parse(a.ends_at) > now),
      )
      return { ...ok, items: live.map((stored) => announcementIn(stored, answer)) }
    },
    async adsVisit({ domain_name, fbp, appsflyer_id }) {
      const rows = await db.query(
        `insert into site_visits (domain_name, fbp, appsflyer_id)
         select $1, $2, $3 where exists (select 1 from sites where domain_name = $1)
         returning id`,
        [domain_name, fbp, appsflyer_id],
      )
      return rows.length ? ok : siteNotFound(domain_name)
    },
  }
}
