import { languageCodes } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '../content/demo-money.ts'
import { ownScript } from '../content/own-script.test-support.ts'
import { demoSites } from '../sites/demo-sites.ts'
import {
  demoPromotionCopy,
  demoPromotions,
  demoPromotionTerms,
  promotionEnd,
  welcomeMaxBonus,
} from './demo-promotions.ts'
import { demoPromotionKeys } from './promotion-copy/promotion-copy.ts'

const seededAt = new Date('2025-06-11T15:30:00.000Z')
const sites = demoSites(seededAt)

/** Every amount a text states in the site's currency, as written (`5,000 PHP`). */
function amountsIn(text: string, currency: string): string[] {
  return [...text.matchAll(new RegExp(`[\\d][\\d,.]* ${currency}`, 'g'))].map(([amount]) => amount)
}

/** A whole number standing on its own, not part of a longer one (`x10`, `10 倍`, `10 times`). */
const figure = (value: number) => new RegExp(`(?<![\\d.,])${value}(?![\\d.,]*\\d)`)

describe('demo promotions', () => {
  it('are written in every language for every promotion', () => {
    for (const { site } of sites) {
      const copy = demoPromotionCopy(site, seededAt)
      for (const language of languageCodes) {
        for (const key of demoPromotionKeys) {
          const { title, summary, body } = copy[language][key]
          expect(title.trim(), `${language} ${key}`).not.toBe('')
          expect(summary.trim(), `${language} ${key}`).not.toBe('')
          expect(body, `${language} ${key}`).toMatch(/^<p>/)
          // Operator rich text of the simplest kind: paragraphs and bullet lists.
          for (const [, tag] of body.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)) {
            expect(['p', 'ul', 'li']).toContain(tag)
          }
          const script = ownScript[language]
          if (script) {
            for (const text of [title, summary, body])
              expect(text, `${language} ${key}`).toMatch(script)
          }
          if (language !== 'EN') {
            expect(summary, `${language} ${key}`).not.toBe(copy.EN[key].summary)
            expect(body, `${language} ${key}`).not.toBe(copy.EN[key].body)
          }
        }
      }
    }
  })

  it('state the terms the fields hold, and no other amount, in every language', () => {
    for (const { site } of sites) {
      const terms = demoPromotionTerms(site.deposit_min)
      const copy = demoPromotionCopy(site, seededAt)
      for (const key of demoPromotionKeys) {
        const promotion = terms[key]
        const amounts = [promotion.max_bonus, promotion.min_deposit, promotion.bonus_amount]
          .filter((amount) => amount > 0)
          .map((amount) => formatMoney(amount, site))
        const end = promotionEnd(seededAt, promotion.ends_in_days)
        for (const language of languageCodes) {
          const { title, summary, body } = copy[language][key]
          const where = `${site.site_name} ${language} ${key}`
          expect([...new Set(amountsIn(body, site.currency))].sort(), where).toEqual(
            [...amounts].sort(),
          )
          for (const text of [title, summary]) {
            for (const amount of amountsIn(text, site.currency)) expect(amounts).toContain(amount)
          }
          if (promotion.bonus_percent > 0) {
            expect(title, where).toContain(`${promotion.bonus_percent}%`)
            expect(body, where).toContain(`${promotion.bonus_percent}%`)
          }
          if (promotion.turnover_multiplier > 0) {
            expect(body, where).toMatch(figure(promotion.turnover_multiplier))
          }
          if (end) {
            // Each language writes the day its own way (`11 July`, `11/07`, `2025.07.11`).
            expect(body, where).toMatch(new RegExp(`(?<!\\d)${end.getUTCFullYear()}(?!\\d)`))
            expect(body, where).toMatch(new RegExp(`(?<!\\d)0?${end.getUTCDate()}(?!\\d)`))
          }
        }
      }
    }
  })

  it('writes each site’s name into the welcome summary, escaped in nothing but markup', () => {
    const site = {
      site_name: 'Lucky & "Co"',
      currency: 'PHP',
      currency_decimals: 2,
      deposit_min: 10_000,
    }
    const copy = demoPromotionCopy(site, seededAt)
    for (const language of languageCodes) {
      expect(copy[language].welcome.summary).toContain('Lucky & "Co"')
      expect(copy[language].welcome.body).not.toContain('Lucky & "Co"')
    }
  })

  it('seeds the English into the columns and the ten other languages into texts', () => {
    const [first] = sites
    if (!first) throw new Error('No demo site')
    const seeds = demoPromotions(first.site, seededAt)
    const copy = demoPromotionCopy(first.site, seededAt)
    expect(seeds.map((seed) => seed.title)).toEqual(
      demoPromotionKeys.map((key) => copy.EN[key].title),
    )
    for (const [index, seed] of seeds.entries()) {
      const key = demoPromotionKeys[index]
      if (!key) throw new Error('More seeds than promotions')
      expect(Object.keys(seed.texts).sort()).toEqual(languageCodes.filter((c) => c !== 'EN').sort())
      for (const language of languageCodes.filter((c) => c !== 'EN')) {
        expect(seed.texts[language]).toEqual(copy[language][key])
      }
    }
  })

  it('gives the welcome promotion the maximum bonus other content quotes', () => {
    for (const { site } of sites) {
      const [welcome] = demoPromotions(site, seededAt)
      expect(welcome?.max_bonus).toBe(welcomeMaxBonus(site.deposit_min))
      expect(demoPromotionTerms(site.deposit_min).welcome.max_bonus).toBe(welcome?.max_bonus)
    }
  })
})
