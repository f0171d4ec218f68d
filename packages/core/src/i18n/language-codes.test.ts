import { languageCodes } from '@parlor/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codeFromLocale,
  dateLocaleByCode,
  dateLocaleOf,
  isLanguageCode,
  localeByCode,
  localeOf,
} from './language-codes.ts'

describe('localeOf', () => {
  it.each([
    ['EN', 'en'],
    ['PHP', 'fil'],
    ['CN', 'zh'],
    ['ESP', 'es'],
    ['RUS', 'ru'],
    ['VI', 'vi'],
    ['MS', 'ms'],
    ['NE', 'ne'],
    ['MMK', 'my'],
    ['MNT', 'mn'],
    ['IDR', 'id'],
  ] as const)('%s is written in %s', (code, locale) => {
    expect(localeOf(code)).toBe(locale)
  })

  it('gives every code its own locale, one the runtime knows', () => {
    const locales = languageCodes.map(localeOf)
    expect(new Set(locales).size).toBe(languageCodes.length)
    expect(Object.keys(localeByCode).sort()).toEqual([...languageCodes].sort())
    for (const locale of locales) expect(Intl.getCanonicalLocales(locale)).toEqual([locale])
  })
})

describe('dateLocaleOf', () => {
  it.each([
    ['EN', 'en'],
    ['CN', 'zh'],
    ['PHP', 'en'],
    ['MMK', 'en'],
    ['MNT', 'en'],
    ['IDR', 'en'],
    ['RUS', 'ru'],
    ['ESP', 'es'],
    ['VI', 'vi'],
    ['MS', 'ms'],
    ['NE', 'ne'],
  ] as const)('%s dates are written in %s', (code, locale) => {
    expect(dateLocaleOf(code)).toBe(locale)
  })

  it('covers every code', () => {
    expect(Object.keys(dateLocaleByCode).sort()).toEqual([...languageCodes].sort())
  })

  it('writes a Filipino player’s dates in English, a Chinese player’s in Chinese', () => {
    const day = new Date(Date.UTC(2024, 2, 5))
    const format = (locale: string) =>
      day.toLocaleDateString(locale, { month: 'long', timeZone: 'UTC' })
    expect(format(dateLocaleOf('PHP'))).toBe('March')
    expect(format(dateLocaleOf('CN'))).toBe('三月')
  })
})

describe('codeFromLocale', () => {
  it.each([
    ['en', 'EN'],
    ['en-US', 'EN'],
    ['en-GB', 'EN'],
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-Hans-CN', 'CN'],
    ['zh-TW', 'CN'],
    ['fil', 'PHP'],
    ['fil-PH', 'PHP'],
    ['tl', 'PHP'],
    ['tl-PH', 'PHP'],
    ['es', 'ESP'],
    ['es-419', 'ESP'],
    ['ru-RU', 'RUS'],
    ['vi-VN', 'VI'],
    ['ms-MY', 'MS'],
    ['ne-NP', 'NE'],
    ['my-MM', 'MMK'],
    ['mn-MN', 'MNT'],
    ['id-ID', 'IDR'],
    ['in', 'IDR'],
    ['in-ID', 'IDR'],
    ['cmn', 'CN'],
    ['zsm', 'MS'],
  ])('reads %s as %s', (locale, code) => {
    expect(codeFromLocale(locale)).toBe(code)
  })

  it.each([
    ['ZH-cn', 'CN'],
    ['EN-us', 'EN'],
    ['FIL', 'PHP'],
    ['es_MX', 'ESP'],
    [' ru ', 'RUS'],
    ['vi-VN;q=0.8', 'VI'],
  ])('reads %s, written loosely, as %s', (locale, code) => {
    expect(codeFromLocale(locale)).toBe(code)
  })

  it.each(['fr-FR', 'de', 'ja-JP', 'th', '', '*', 'not a locale', 'EN-', 'PHP'])(
    'has no code for %j',
    (locale) => {
      expect(codeFromLocale(locale)).toBeNull()
    },
  )

  it('finds the code of every locale we map to, with any region and in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...languageCodes),
        fc.option(fc.stringMatching(/^[A-Z]{2}$/), { nil: undefined }),
        fc.boolean(),
        (code, region, upper) => {
          const tag = region ? `${localeOf(code)}-${region}` : localeOf(code)
          expect(codeFromLocale(upper ? tag.toUpperCase() : tag.toLowerCase())).toBe(code)
        },
      ),
    )
  })
})

describe('isLanguageCode', () => {
  it('accepts the eleven codes exactly as written', () => {
    for (const code of languageCodes) expect(isLanguageCode(code)).toBe(true)
  })

  it.each(['cn', 'Php', 'zh', 'en', ' EN', '', 'XX', 1, null, undefined, {}])(
    'refuses %j',
    (value) => {
      expect(isLanguageCode(value)).toBe(false)
    },
  )
})
