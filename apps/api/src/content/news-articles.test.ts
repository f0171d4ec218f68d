import { languageCodes } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { demoSites } from '../sites/demo-sites.ts'
import type { ContentSite } from './content-site.ts'
import { newsArticlesFor, newsTextsIn } from './news-articles.ts'
import { newsSlugs } from './news-copy/news-copy.ts'
import { ownScript } from './own-script.test-support.ts'

const seededAt = new Date('2025-06-11T15:30:00.000Z')

const sites: ContentSite[] = demoSites(seededAt).map((record) => ({
  domain_name: record.domain_name,
  site_name: record.site.site_name,
  currency: record.site.currency,
  currency_decimals: record.site.currency_decimals,
  language: record.language,
  deposit_min: record.site.deposit_min,
  withdraw_min: record.site.withdraw_min,
}))

describe('newsTextsIn', () => {
  it.each(languageCodes)('writes every article in %s, for every site', (language) => {
    for (const site of sites) {
      const english = newsTextsIn(site, 'EN')
      const texts = newsTextsIn(site, language)
      for (const slug of newsSlugs) {
        const article = texts[slug]
        for (const field of [article.title, article.summary, article.body]) {
          expect(field.trim()).not.toBe('')
          expect(field).not.toMatch(/undefined|NaN|\[object/)
        }
        expect(article.body).toMatch(/^<(p|ul|h3)>/)
        if (language === 'EN') continue
        expect(article.summary).not.toBe(english[slug].summary)
        expect(article.body).not.toBe(english[slug].body)
        const script = ownScript[language]
        if (script) for (const field of Object.values(article)) expect(field).toMatch(script)
      }
    }
  })

  it("names the site in every article's summary and body", () => {
    for (const site of sites) {
      for (const language of languageCodes) {
        for (const article of Object.values(newsTextsIn(site, language))) {
          expect(article.summary).toContain(site.site_name)
          expect(article.body).toContain(site.site_name)
        }
      }
    }
  })
})

describe('newsArticlesFor', () => {
  it('puts English in the columns and the ten other languages in texts, newest first', () => {
    const [site] = sites
    if (!site) throw new Error('No demo site')
    const drafts = newsArticlesFor(site, seededAt)
    const english = newsTextsIn(site, 'EN')
    const russian = newsTextsIn(site, 'RUS')
    expect(drafts.map((d) => d.slug)).toEqual([...newsSlugs])
    const dates = drafts.map((d) => d.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const draft of drafts) {
      expect(draft.title).toBe(english[draft.slug].title)
      expect(draft.body).toBe(english[draft.slug].body)
      expect(Object.keys(draft.texts).sort()).toEqual(
        languageCodes.filter((code) => code !== 'EN').sort(),
      )
      expect(draft.texts.RUS).toEqual(russian[draft.slug])
    }
  })
})
