import { cmsPages, type LanguageCode, languageCodes } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { cmsPagesFor } from './cms-pages.ts'
import type { ContentSite } from './content-site.ts'
import { ownScript } from './own-script.test-support.ts'

function site(language: LanguageCode, overrides: Partial<ContentSite> = {}): ContentSite {
  return {
    domain_name: 'casino.example',
    site_name: 'Lucky Harbour',
    currency: 'PHP',
    currency_decimals: 2,
    language,
    deposit_min: 10_000,
    withdraw_min: 20_000,
    ...overrides,
  }
}

describe('cmsPagesFor', () => {
  it.each(languageCodes.filter((code) => code !== 'EN'))(
    'writes every %s page in the language itself, not in English',
    (language) => {
      const cms = cmsPagesFor(site(language))
      for (const page of cmsPages) {
        expect(cms[page].local).not.toBe(cms[page].en)
        const script = ownScript[language]
        if (script) expect(cms[page].local).toMatch(script)
      }
    },
  )

  it.each(languageCodes)(
    'gives every %s page a heading and the site currency, and names the site',
    (language) => {
      const cms = cmsPagesFor(site(language))
      for (const page of cmsPages) {
        expect(cms[page].local).toMatch(/^<h2>.+<\/h2>/)
        expect(cms[page].local).toContain('PHP')
        expect(cms[page].local).toMatch(/<(ul|ol|h3)>/)
      }
      expect(cms.about_us.local).toContain('Lucky Harbour')
      expect(cms.banking.local).toContain('100 PHP')
      expect(cms.banking.local).toContain('200 PHP')
    },
  )

  it("keeps an operator's site name from turning into markup", () => {
    const cms = cmsPagesFor(site('EN', { site_name: `Tom & Jerry's <b>Casino</b>` }))
    expect(cms.about_us.en).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;Casino&lt;/b&gt;')
    expect(cms.about_us.en).not.toContain('<b>')
  })

  it('shows every page except the one demo page switched off to exercise hiding', () => {
    const shown = cmsPagesFor(site('EN', { domain_name: 'template1.localhost' }))
    expect(cmsPages.filter((page) => !shown[page].status)).toEqual([])
    const demo = cmsPagesFor(site('EN', { domain_name: 'template11.localhost' }))
    expect(cmsPages.filter((page) => !demo[page].status)).toEqual(['banking'])
  })

  it('states amounts in whole units of currencies without decimals', () => {
    const cms = cmsPagesFor(
      site('VI', { currency: 'VND', currency_decimals: 0, deposit_min: 100_000 }),
    )
    expect(cms.banking.local).toContain('100,000 VND')
  })
})
