import { type Cms, cmsPages, type NewsArticle } from '@parlor/contract'
import type { Database } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { ok, siteNotFound } from '../http/envelopes.ts'
import { type ContentSite, readContentSite } from './content-site.ts'
import { leaderboardBoard } from './leaderboard-board.ts'
import { pageSlice } from './page-slice.ts'
import { perDomain } from './per-domain.ts'
import type { SeoLookup } from './seo-lookup.ts'
import { scheduledMatches } from './sports-schedule.ts'
import { answerLanguage, translated } from './translations.ts'
import { winnersTicker } from './winners-ticker.ts'

interface CmsRow {
  readonly page: string
  readonly en: string
  readonly local: string
  readonly status: boolean
}

interface NewsRow extends Omit<NewsArticle, 'published_at'> {
  readonly published_at: Date | string
  /** The article in other languages than its own (English) fields, field by field. */
  readonly texts: unknown
}

interface StoredArticle {
  readonly article: NewsArticle
  readonly texts: unknown
}

/**
 * The site-content calls of the information area, SEO, news, leaderboard, sportsbook and winners
 * ticker. Written content (pages, SEO, news) is read from the database once per domain and kept,
 * like startup; the leaderboard, matches and ticker are computed from `clock` on every call, so
 * they move with time. Every call answers `siteNotFound` for a domain no site has.
 */
export function contentCalls(
  db: Database,
  seoRecord: SeoLookup,
  clock: () => Date = () => new Date(),
): CallHandlers {
  const site = perDomain<ContentSite>((domain) => readContentSite(db, domain))

  const cms = perDomain<Cms>(async (domain) => {
    if (!(await site(domain))) return undefined
    const rows = await db.query<CmsRow>(
      'select page, en, local, status from cms_pages where domain_name = $1',
      [domain],
    )
    // A page the operator never wrote is answered empty and hidden, never as a missing field.
    const entries = cmsPages.map((page) => {
      const row = rows.find((r) => r.page === page)
      return [
        page,
        row
          ? { en: row.en, local: row.local, status: row.status }
          : { en: '', local: '', status: false },
      ]
    })
    return Object.fromEntries(entries) as Cms
  })

  // Kept with every language's texts, so each call picks its own language from the same rows.
  const newsArticles = perDomain<StoredArticle[]>(async (domain) => {
    if (!(await site(domain))) return undefined
    const rows = await db.query<NewsRow>(
      `select news_id, title, summary, body, image_url, published_at, texts
       from news_articles where domain_name = $1
       order by published_at desc, news_id desc`,
      [domain],
    )
    return rows.map(({ texts, ...row }) => ({
      article: { ...row, published_at: new Date(row.published_at).toISOString() },
      texts,
    }))
  })

  return {
    async siteInfoDetail({ domain_name }) {
      const pages = await cms(domain_name)
      return pages ? { ...ok, cms: pages } : siteNotFound(domain_name)
    },

    async seo({ domain_name, page_name }) {
      const record = await seoRecord(domain_name, page_name)
      if (record === null) return siteNotFound(domain_name)
      return { ...ok, value: record ? [record] : [] }
    },

    async news({ domain_name, language, page, page_size }) {
      const found = await site(domain_name)
      const stored = found && (await newsArticles(domain_name))
      if (!found || !stored) return siteNotFound(domain_name)
      const answered = answerLanguage(language, found.language)
      const slice = pageSlice(stored, { page, page_size })
      return {
        ...ok,
        ...slice,
        items: slice.items.map(({ article, texts }) => ({
          ...article,
          ...translated(
            { title: article.title, summary: article.summary, body: article.body },
            texts,
            answered,
          ),
        })),
      }
    },

    async leaderboard({ domain_name, period }) {
      const found = await site(domain_name)
      return found
        ? { ...ok, period, ...leaderboardBoard(found, period, clock()) }
        : siteNotFound(domain_name)
    },

    async sportsMatches({ domain_name, sport, status, page, page_size }) {
      if (!(await site(domain_name))) return siteNotFound(domain_name)
      const wanted = sport.toLowerCase()
      const matches = scheduledMatches(clock()).filter(
        (match) =>
          (wanted === '' || match.sport === wanted) && (status === '' || match.status === status),
      )
      return { ...ok, ...pageSlice(matches, { page, page_size }) }
    },

    async top10WinnerWithdrawal({ domain_name }) {
      const found = await site(domain_name)
      return found ? { ...ok, ...winnersTicker(found, clock()) } : siteNotFound(domain_name)
    },
  }
}
