import { cmsPages, type LanguageCode, languageCodes, type NewsArticle } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { demoSites } from '../sites/demo-sites.ts'
import { seedContent } from './content-seed.ts'
import { type ContentSite, readContentSite } from './content-site.ts'
import { type ContentTestApp, openContentTestApp } from './content-test-app.test-support.ts'
import { formatMoney } from './demo-money.ts'
import { newsTextsIn } from './news-articles.ts'
import { type NewsSlug, newsSlugs } from './news-copy/news-copy.ts'

const seededAt = new Date('2025-06-11T15:30:00.000Z') // a Wednesday
const sites = demoSites(seededAt)

function demoDomain(language: LanguageCode): string {
  const site = sites.find((s) => s.language === language)
  if (!site) throw new Error(`No demo site speaks ${language}`)
  return site.domain_name
}

/** The article an answer lists at the slug's place (the demo articles come newest first). */
function articleAt(items: readonly NewsArticle[], slug: NewsSlug): NewsArticle {
  const article = items[newsSlugs.indexOf(slug)]
  if (!article) throw new Error(`No ${slug} article in the answer`)
  return article
}

/** Every amount a text states in the currency, as formatMoney writes it (`5,000 PHP`). */
function amountsIn(text: string, currency: string): string[] {
  return [...text.matchAll(new RegExp(`\\d[\\d,.]* ${currency}`, 'g'))].map((m) => m[0])
}

/** Every percentage a text states, whether it writes `0.2%`, `0,2 %` or `0,2%`. */
function percentsIn(text: string): number[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)?)\s?%/gu)].map((m) => Number(m[1]?.replace(',', '.')))
}

const cyrillic = /\p{Script=Cyrillic}/u
const han = /\p{Script=Han}/u

describe.each(testBackends)('content calls on $name', (backend) => {
  let app: ContentTestApp

  beforeAll(async () => {
    app = await openContentTestApp(backend, seededAt)
  }, 60_000)
  afterAll(() => app.close())

  async function contentSite(domain: string): Promise<ContentSite> {
    const site = await readContentSite(app.db, domain)
    if (!site) throw new Error(`No site at ${domain}`)
    return site
  }

  describe('siteInfoDetail', () => {
    it('answers a Russian site its pages in Russian beside the English', async () => {
      const { cms } = await app.succeed('siteInfoDetail', { domain_name: demoDomain('RUS') })
      for (const page of cmsPages) {
        expect(cms[page].local).toMatch(cyrillic)
        expect(cms[page].en).not.toMatch(cyrillic)
        expect(cms[page].local).not.toBe(cms[page].en)
        expect(cms[page].status).toBe(true)
      }
    })

    it('answers a Chinese site its pages in Chinese', async () => {
      const { cms } = await app.succeed('siteInfoDetail', { domain_name: demoDomain('CN') })
      for (const page of cmsPages) expect(cms[page].local).toMatch(han)
    })

    it("names the site and its currency in the site's own pages", async () => {
      const domain = demoDomain('PHP')
      const site = sites.find((s) => s.domain_name === domain)?.site
      const { cms } = await app.succeed('siteInfoDetail', { domain_name: domain })
      expect(cms.about_us.local).toContain(site?.site_name)
      expect(cms.banking.local).toContain(`100 ${site?.currency}`)
      expect(cms.banking.local).toMatch(/<h2>Pagbabangko<\/h2>/)
    })

    it('gives an English site the same text twice and hides the page its operator switched off', async () => {
      const { cms } = await app.succeed('siteInfoDetail', { domain_name: 'template11.localhost' })
      for (const page of cmsPages) expect(cms[page].local).toBe(cms[page].en)
      expect(cms.banking.status).toBe(false)
      expect(cms.about_us.status).toBe(true)
    })
  })

  describe('seo', () => {
    it("answers the home record in the site's language with absolute addresses", async () => {
      const domain = demoDomain('CN')
      const { value } = await app.succeed('seo', { domain_name: domain })
      expect(value).toHaveLength(1)
      const [home] = value
      expect(home).toMatchObject({
        page_name: 'home',
        en_item_name: 'Home',
        local_item_name: '首页',
        meta_url: `https://${domain}/`,
        meta_canonical: `https://${domain}/`,
        meta_lang: 'zh',
        meta_image_url: `https://${domain}/media/og/${domain}.svg`,
      })
      const siteName = sites.find((s) => s.domain_name === domain)?.site.site_name ?? ''
      expect(home?.meta_author).toBe(siteName)
      expect(home?.meta_publisher).toBe(siteName)
      expect(home?.meta_title).toContain(siteName)
      expect(home?.meta_desc).toMatch(han)
    })

    it("answers a page's own record at its route", async () => {
      const { value } = await app.succeed('seo', {
        domain_name: 'template9.localhost',
        page_name: 'livecasino',
      })
      expect(value[0]).toMatchObject({
        page_name: 'livecasino',
        meta_url: 'https://template9.localhost/casino',
        meta_lang: 'es',
        local_item_name: 'Casino en vivo',
      })
    })

    it('falls back to the home record for a page without one', async () => {
      const home = await app.succeed('seo', { domain_name: 'localhost', page_name: 'home' })
      const unknown = await app.succeed('seo', { domain_name: 'localhost', page_name: 'lottery' })
      expect(unknown.value).toEqual(home.value)
    })
  })

  describe('news', () => {
    // First of the news tests: it edits one site's stored texts before that site's articles are
    // read (and kept) by the server.
    it('answers English field by field where a translation is missing', async () => {
      const domain = demoDomain('MS')
      await app.db.query(
        `update news_articles set texts = jsonb_set(texts, '{MS}', (texts->'MS') - 'body')
         where domain_name = $1 and slug = 'welcome-bonus'`,
        [domain],
      )
      await app.db.query(
        `update news_articles set texts = texts - 'MS'
         where domain_name = $1 and slug = 'football-season'`,
        [domain],
      )
      const site = await contentSite(domain)
      const malay = newsTextsIn(site, 'MS')
      const english = newsTextsIn(site, 'EN')
      const { items } = await app.succeed('news', { domain_name: domain, page_size: 100 })
      expect(articleAt(items, 'welcome-bonus')).toMatchObject({
        title: malay['welcome-bonus'].title,
        summary: malay['welcome-bonus'].summary,
        body: english['welcome-bonus'].body,
      })
      expect(articleAt(items, 'football-season')).toMatchObject(english['football-season'])
      expect(articleAt(items, 'daily-spin')).toMatchObject(malay['daily-spin'])
    })

    it('answers the articles in the language the call asks for', async () => {
      const domain = demoDomain('PHP')
      const site = await contentSite(domain)
      for (const language of languageCodes) {
        const { items } = await app.succeed('news', {
          domain_name: domain,
          language,
          page_size: 100,
        })
        const written = newsTextsIn(site, language)
        expect(items.map(({ title, summary, body }) => ({ title, summary, body }))).toEqual(
          newsSlugs.map((slug) => written[slug]),
        )
      }
      const russian = await app.succeed('news', { domain_name: domain, language: 'RUS' })
      for (const article of russian.items) expect(article.title).toMatch(cyrillic)
    })

    it("answers in the site's own language when the call names none", async () => {
      const domain = demoDomain('CN')
      const written = newsTextsIn(await contentSite(domain), 'CN')
      const { items } = await app.succeed('news', { domain_name: domain, page_size: 100 })
      expect(items.map((a) => a.title)).toEqual(newsSlugs.map((slug) => written[slug].title))
      for (const article of items) expect(article.summary).toMatch(han)
    })

    it("states the welcome promotion's maximum bonus, minimum and wagering in every language", async () => {
      for (const { domain_name } of sites) {
        const site = await contentSite(domain_name)
        const promotions = await app.succeed('promotionList', { domain_name })
        const welcome = promotions.items
          .filter((p) => p.claim === 'with_deposit')
          .sort((a, b) => b.max_bonus - a.max_bonus)[0]
        if (!welcome) throw new Error(`${domain_name} runs no deposit bonus`)
        const maxBonus = formatMoney(welcome.max_bonus, site)
        const minDeposit = formatMoney(welcome.min_deposit, site)
        for (const language of languageCodes) {
          const { items } = await app.succeed('news', { domain_name, language, page_size: 100 })
          const article = articleAt(items, 'welcome-bonus')
          expect(article.title).toContain(`${welcome.bonus_percent}`)
          expect(article.summary).toContain(maxBonus)
          // Every amount the article states is one of the promotion's own.
          expect(amountsIn(article.body, site.currency).sort()).toEqual(
            [maxBonus, minDeposit].sort(),
          )
          expect(article.body).toMatch(new RegExp(`\\b${welcome.turnover_multiplier}\\b`))
        }
      }
    })

    it("lists each VIP level's rebate under the name the VIP page gives it", async () => {
      for (const language of languageCodes) {
        const domain_name = demoDomain(language)
        const { levels } = await app.succeed('vipLevels', { domain_name, language })
        const { items } = await app.succeed('news', { domain_name, language, page_size: 100 })
        const article = articleAt(items, 'vip-rebates')
        expect(percentsIn(article.body)).toEqual(levels.map((level) => level.rebate_percent))
        for (const level of levels) expect(article.body).toContain(level.vip_name)
        expect(article.summary).toContain(levels[0]?.vip_name)
        expect(article.summary).toContain(levels.at(-1)?.vip_name)
      }
    })

    it('pages through the articles newest first, counting them all', async () => {
      const domain = 'template3.localhost'
      const first = await app.succeed('news', { domain_name: domain, page: 1, page_size: 4 })
      const second = await app.succeed('news', { domain_name: domain, page: 2, page_size: 4 })
      const all = await app.succeed('news', { domain_name: domain, page: 1, page_size: 100 })
      expect(first).toMatchObject({ page: 1, page_size: 4, total: 9 })
      expect(first.items).toHaveLength(4)
      expect(second.items.map((a) => a.news_id)).not.toEqual(first.items.map((a) => a.news_id))
      expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 8))
      const dates = all.items.map((a) => a.published_at)
      expect(dates).toEqual([...dates].sort().reverse())
      for (const article of all.items) {
        expect(article.image_url).toBe(`/media/news/${article.news_id}.svg`)
      }
    })

    it('answers an empty page past the end, still with the total', async () => {
      const res = await app.succeed('news', { domain_name: 'localhost', page: 5, page_size: 10 })
      expect(res).toMatchObject({ items: [], total: 9, page: 5 })
    })
  })

  describe('leaderboard', () => {
    it('covers the current week from Monday 00:00 UTC when asked on a Wednesday', async () => {
      app.setNow(new Date('2025-06-11T15:30:00.000Z'))
      const board = await app.succeed('leaderboard', { domain_name: 'localhost' })
      expect(board).toMatchObject({
        period: 'weekly',
        starts_at: '2025-06-09T00:00:00.000Z',
        ends_at: '2025-06-16T00:00:00.000Z',
      })
      expect(board.items.map((e) => e.rank)).toEqual(board.items.map((_, i) => i + 1))
      const turnovers = board.items.map((e) => e.turnover)
      expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a))
      expect(board.items[0]?.prize).toBeGreaterThan(board.items[1]?.prize ?? 0)
      expect(board.items.at(-1)?.prize).toBe(0)
      for (const entry of board.items) expect(entry.account_id).toMatch(/^[a-z0-9_]{1,2}\*\*\*/)
    })

    it('shows the same board all period long and a new one the next period', async () => {
      const body = { domain_name: 'template4.localhost', period: 'daily' } as const
      app.setNow(new Date('2025-06-11T00:05:00.000Z'))
      const morning = await app.succeed('leaderboard', body)
      app.setNow(new Date('2025-06-11T23:55:00.000Z'))
      const night = await app.succeed('leaderboard', body)
      app.setNow(new Date('2025-06-12T00:05:00.000Z'))
      const tomorrow = await app.succeed('leaderboard', body)
      expect(night).toEqual(morning)
      expect(tomorrow.starts_at).toBe('2025-06-12T00:00:00.000Z')
      expect(tomorrow.items).not.toEqual(morning.items)
    })

    it('starts the monthly board on the 1st', async () => {
      app.setNow(new Date('2025-02-28T20:00:00.000Z'))
      const board = await app.succeed('leaderboard', {
        domain_name: 'localhost',
        period: 'monthly',
      })
      expect(board).toMatchObject({
        starts_at: '2025-02-01T00:00:00.000Z',
        ends_at: '2025-03-01T00:00:00.000Z',
      })
    })
  })

  describe('sportsMatches', () => {
    it('answers only live matches when asked for live ones, and there always are some', async () => {
      app.setNow(new Date('2025-06-11T03:17:00.000Z'))
      const live = await app.succeed('sportsMatches', {
        domain_name: 'template10.localhost',
        status: 'live',
        page_size: 100,
      })
      expect(live.items.length).toBeGreaterThan(0)
      expect(live.total).toBe(live.items.length)
      for (const match of live.items) {
        expect(match.status).toBe('live')
        expect(match.home_score).not.toBeNull()
      }
      const upcoming = await app.succeed('sportsMatches', {
        domain_name: 'template10.localhost',
        status: 'upcoming',
      })
      expect(upcoming.total).toBeGreaterThan(0)
      for (const match of upcoming.items) expect(match.home_score).toBeNull()
    })

    it('narrows to one sport, by start time, with the three football markets', async () => {
      app.setNow(new Date('2025-06-11T18:40:00.000Z'))
      const res = await app.succeed('sportsMatches', {
        domain_name: 'template2.localhost',
        sport: 'Football',
        status: 'upcoming',
        page_size: 5,
      })
      expect(res.items).toHaveLength(5)
      expect(res.total).toBeGreaterThan(5)
      const starts = res.items.map((m) => m.starts_at)
      expect(starts).toEqual([...starts].sort())
      const [match] = res.items
      expect(match?.sport).toBe('football')
      expect(match?.home_team_names.EN).toBe(match?.home_team_name)
      expect(match?.home_team_names.CN).toMatch(han)
      const lines = match?.bet_lines ?? []
      expect(lines.filter((l) => l.bet_type === '1X2').map((l) => l.home_away)).toEqual([1, 2, 3])
      expect(lines.find((l) => l.bet_type === 'HDP' && l.home_away === 1)?.criteria1).toBe('-0.5')
      expect(lines.find((l) => l.bet_type === 'OU')?.criteria1).toBe('2.5')
      for (const line of lines) expect(line.odds).toBeGreaterThanOrEqual(1)
    })

    it('pages without repeating a match', async () => {
      app.setNow(new Date('2025-06-11T18:40:00.000Z'))
      const body = { domain_name: 'localhost', page_size: 10 }
      const first = await app.succeed('sportsMatches', { ...body, page: 1 })
      const second = await app.succeed('sportsMatches', { ...body, page: 2 })
      expect(second.total).toBe(first.total)
      const ids = [...first.items, ...second.items].map((m) => m.match_id)
      expect(new Set(ids).size).toBe(20)
    })
  })

  describe('top10WinnerWithdrawal', () => {
    it('lists ten big wins, largest first, and ten withdrawals of the last day', async () => {
      const now = new Date('2025-06-11T09:00:00.000Z')
      app.setNow(now)
      const res = await app.succeed('top10WinnerWithdrawal', { domain_name: 'template6.localhost' })
      expect(res.winners).toHaveLength(10)
      expect(res.withdrawals).toHaveLength(10)
      const amounts = res.winners.map((w) => w.amount)
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
      const dayAgo = now.getTime() - 86_400_000
      for (const time of [
        ...res.winners.map((w) => w.won_at),
        ...res.withdrawals.map((w) => w.withdrawn_at),
      ]) {
        expect(Date.parse(time)).toBeGreaterThan(dayAgo)
        expect(Date.parse(time)).toBeLessThanOrEqual(now.getTime())
      }
      for (const win of res.winners) {
        expect(['JILI', 'PPLAY', 'PGSOFT']).toContain(win.provider_code)
        expect(win.account_id).toContain('***')
      }
      expect(res.statistics.hour_withdrawal).toBeLessThanOrEqual(res.statistics.withrawal)
      expect(res.statistics.active_player).toBeLessThanOrEqual(res.statistics.registered_player)
    })

    it('answers the same ticker on a reload and a different one on another site', async () => {
      app.setNow(new Date('2025-06-11T09:00:00.000Z'))
      const once = await app.succeed('top10WinnerWithdrawal', { domain_name: 'localhost' })
      const again = await app.succeed('top10WinnerWithdrawal', { domain_name: 'localhost' })
      const other = await app.succeed('top10WinnerWithdrawal', {
        domain_name: 'template7.localhost',
      })
      expect(again).toEqual(once)
      expect(other.winners).not.toEqual(once.winners)
    })
  })

  it('seeds every site once: pages, records and articles, and a second run adds nothing', async () => {
    const count = async (table: string) =>
      (await app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n
    expect(await count('cms_pages')).toBe(sites.length * cmsPages.length)
    expect(await count('seo_records')).toBe(sites.length * 12)
    expect(await count('news_articles')).toBe(sites.length * 9)
    expect(await seedContent(app.db, new Date())).toEqual({ cms: 0, seo: 0, news: 0 })
  })

  it.each([
    'siteInfoDetail',
    'seo',
    'news',
    'leaderboard',
    'sportsMatches',
    'top10WinnerWithdrawal',
  ] as const)('%s refuses an unknown domain', async (name) => {
    // Each of these needs nothing but the domain: every other field has a default.
    expect(await app.call(name, { domain_name: 'unknown.test' })).toMatchObject({
      statusCode: -404,
      statusMessage: 'siteNotFound',
    })
  })
})
