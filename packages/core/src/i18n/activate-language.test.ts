import { setupI18n } from '@lingui/core'
import { languageCodes } from '@parlor/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, loadOwnDates } from './activate-language.ts'

const march4 = Date.UTC(2026, 2, 4, 15, 5)
const medium: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
}

function siteI18n() {
  const i18n = setupI18n()
  for (const code of languageCodes) i18n.load(code.toLowerCase(), {})
  return i18n
}

describe('activating a language', () => {
  // The site's catalogs bring Nepali's formatter with its texts (createSiteCatalogs).
  beforeAll(() => loadOwnDates('ne'))

  it('writes Nepali dates in Devanagari from our own data, and others through Intl again after', () => {
    const i18n = siteI18n()
    activateLanguage(i18n, 'NE')
    expect(i18n.locale).toBe('ne')
    expect(i18n.date(march4, medium)).toBe('2026 मार्च 4, 15:05')
    activateLanguage(i18n, 'RUS')
    expect(i18n.date(march4, medium)).toBe('4 мар. 2026 г., 15:05')
    activateLanguage(i18n, 'EN')
    expect(i18n.date(march4, medium)).toBe('Mar 4, 2026, 3:05 PM')
  })

  it('dates every language in Latin digits, with its own date locale', () => {
    const i18n = siteI18n()
    for (const code of languageCodes) {
      activateLanguage(i18n, code)
      expect(i18n.date(march4, medium), code).toMatch(/2026/)
      expect(i18n.date(march4, medium), code).not.toMatch(/[\u0966-\u096f\u1040-\u1049]/)
    }
  })

  it('names the page’s language on <html lang>', () => {
    const i18n = siteI18n()
    const html = { lang: '' } as HTMLElement
    activateLanguage(i18n, 'MMK', html)
    expect(html.lang).toBe('my')
  })
  it('leaves <html lang> alone when it already names the language', () => {
    // A write of the same value still makes the browser restyle the page for its :lang() rules.
    const i18n = siteI18n()
    let lang = 'en'
    let writes = 0
    const html = {
      get lang() {
        return lang
      },
      set lang(value: string) {
        writes += 1
        lang = value
      },
    } as unknown as HTMLElement
    activateLanguage(i18n, 'EN', html)
    expect(writes).toBe(0)
    activateLanguage(i18n, 'RUS', html)
    expect({ lang, writes }).toEqual({ lang: 'ru', writes: 1 })
  })
})
