import { languageCodes, localeByCode } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import type { ContentSite } from './content-site.ts'
import { seoPages } from './seo-copy/seo-copy.ts'
import { seoRecordsFor } from './seo-records.ts'
import { asLanguageCode } from './site-language.ts'

const site: ContentSite = {
  domain_name: 'casino.example',
  site_name: 'Lucky Harbour',
  currency: 'MYR',
  currency_decimals: 2,
  language: 'MS',
  deposit_min: 5_000,
  withdraw_min: 10_000,
}

describe('seoRecordsFor', () => {
  it.each(languageCodes)(
    'gives a %s site one record per page, each at its own address',
    (language) => {
      const records = seoRecordsFor({ ...site, language })
      expect(records.map((r) => r.page_name)).toEqual([...seoPages])
      expect(new Set(records.map((r) => r.meta_url)).size).toBe(seoPages.length)
      for (const record of records) {
        expect(record.meta_lang).toBe(localeByCode[language])
        expect(record.meta_title).toContain('Lucky Harbour')
        expect(record.meta_keywords).toContain(record.local_item_name)
        expect(record.meta_desc).toBe(record.local_body)
        expect(record.meta_canonical).toBe(record.meta_url)
        expect(record.meta_url).toMatch(/^https:\/\/casino\.example\//)
      }
    },
  )

  it('titles the home page with the site name first and other pages after their name', () => {
    const records = seoRecordsFor(site)
    expect(records.find((r) => r.page_name === 'home')?.meta_title).toBe(
      'Lucky Harbour | Kasino Dalam Talian, Slot & Pertaruhan Sukan',
    )
    expect(records.find((r) => r.page_name === 'faqs')).toMatchObject({
      meta_title: 'Soalan Lazim | Lucky Harbour',
      meta_url: 'https://casino.example/faqs',
      en_item_name: 'FAQ',
    })
  })

  it('treats a language the platform has no copy for as English', () => {
    expect(asLanguageCode('FR')).toBe('EN')
    expect(asLanguageCode('VI')).toBe('VI')
  })
})
