import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { activateLanguage } from './activate-language.ts'
import { type CatalogTable, createSiteCatalogs } from './site-catalogs.ts'

const march4 = Date.UTC(2026, 2, 4, 15, 5)
const medium = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const

describe('Nepali dates, downloaded with the language', () => {
  it('come with the Nepali texts, and only with them', async () => {
    const i18n = setupI18n()
    const table = {
      en: { ui: () => Promise.resolve({ messages: { hi: 'Hello' } }) },
      ne: { ui: () => Promise.resolve({ messages: { hi: 'नमस्ते' } }) },
    } as CatalogTable<'en' | 'ne', 'ui'>
    const catalogs = createSiteCatalogs<'en' | 'ne', 'ui'>({
      i18n,
      table: () => Promise.resolve(table),
      firstDomains: ['ui'],
      sourceLocale: 'en',
    })
    expect(await catalogs.start('en', 'en')).toBe('en')
    // Activated before its texts came (as no site does), Nepali is the browser's to write.
    activateLanguage(i18n, 'NE')
    expect(i18n.date(march4, medium)).toBe(
      new Intl.DateTimeFormat('ne-u-nu-latn', medium).format(march4),
    )
    expect(Object.hasOwn(i18n, 'date')).toBe(false)

    await catalogs.loadLanguage('ne')
    activateLanguage(i18n, 'NE')
    expect(Object.hasOwn(i18n, 'date')).toBe(true)
    expect(i18n.date(march4, medium)).toBe('2026 मार्च 4, 15:05')
    // A language the browser writes itself takes Lingui's Intl formatting back.
    activateLanguage(i18n, 'EN')
    expect(i18n.date(march4, medium)).toBe('Mar 4, 2026, 3:05 PM')
  })
})
