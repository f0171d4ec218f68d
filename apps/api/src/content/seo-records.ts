import { localeByCode, type SeoRecord } from '@parlor/contract'
import type { ContentSite } from './content-site.ts'
import { type SeoPage, seoPages } from './seo-copy/seo-copy.ts'
import { seoCopyByLanguage } from './seo-copy/seo-copy-by-language.ts'

/** A record before the database numbers it. */
export type SeoRecordDraft = Omit<SeoRecord, 'id'>

/** Where each page lives in the shell: its route. */
const pagePaths: Readonly<Record<SeoPage, string>> = {
  home: '',
  slots: 'slots',
  livecasino: 'casino',
  sportsbook: 'sports',
  fish: 'fishing',
  sabong: 'sabong',
  promotions: 'promotions',
  vip: 'vip',
  news: 'news',
  leaderboard: 'leaderboard',
  about_us: 'about',
  faqs: 'faqs',
}

/**
 * A site's search-engine records, one per page. Titles, descriptions and keywords are in the
 * site's own language, because that is what its players search in; the English texts sit beside
 * them for the shell's English view.
 */
export function seoRecordsFor(site: ContentSite): SeoRecordDraft[] {
  const context = { siteName: site.site_name, currency: site.currency }
  const english = seoCopyByLanguage.EN(context)
  const local = seoCopyByLanguage[site.language](context)
  const origin = `https://${site.domain_name}`
  return seoPages.map((page) => {
    const localPage = local.pages[page]
    const url = `${origin}/${pagePaths[page]}`
    return {
      page_name: page,
      en_item_name: english.pages[page].name,
      en_body: english.pages[page].description,
      local_item_name: localPage.name,
      local_body: localPage.description,
      meta_title:
        page === 'home'
          ? `${site.site_name} | ${local.tagline}`
          : `${localPage.name} | ${site.site_name}`,
      meta_desc: localPage.description,
      meta_keywords: [localPage.name, site.site_name, ...local.keywords].join(', '),
      meta_url: url,
      meta_canonical: url,
      meta_author: site.site_name,
      meta_publisher: site.site_name,
      meta_lang: localeByCode[site.language],
      // Absolute, because crawlers and link previews resolve og:image without a base address.
      meta_image_url: `${origin}/media/og/${site.domain_name}.svg`,
    }
  })
}
