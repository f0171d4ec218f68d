import { describe, expect, it } from 'vitest'
import { chooseLanguage, languageCookie } from './language-choice.ts'
import { codeFromLocale, dateLocaleOf, localeOf } from './language-codes.ts'

describe('language codes', () => {
  it('maps codes to locales and date locales', () => {
    expect(localeOf('PHP')).toBe('fil')
    expect(localeOf('MMK')).toBe('my')
    expect(dateLocaleOf('PHP')).toBe('en')
    expect(dateLocaleOf('CN')).toBe('zh')
    expect(dateLocaleOf('MNT')).toBe('en')
  })

  it.each([
    ['zh-Hans-CN', 'CN'],
    ['en-US', 'EN'],
    ['fil-PH', 'PHP'],
    ['tl', 'PHP'],
    ['my-MM', 'MMK'],
    ['in', 'IDR'],
    ['RU', 'RUS'],
    ['es_MX', 'ESP'],
    ['fr-FR', null],
  ])('reads the browser locale %s as %s', (locale, code) => {
    expect(codeFromLocale(locale)).toBe(code)
  })
})

describe('chooseLanguage', () => {
  const base = {
    browserLanguages: ['vi-VN', 'en-US'],
    fallback: 'EN',
    defaultLanguage: 'EN',
  } as const

  it('takes a supported cookie first, in any case', () => {
    expect(chooseLanguage({ ...base, cookie: 'ne' })).toEqual({ code: 'NE', source: 'cookie' })
  })

  it('then the first browser language we support', () => {
    expect(chooseLanguage({ ...base, browserLanguages: ['fr-FR', 'ru-RU', 'en'] })).toEqual({
      code: 'RUS',
      source: 'browser',
    })
  })

  it('ignores a cookie with an unsupported code and says so', () => {
    expect(chooseLanguage({ ...base, cookie: 'KLINGON' })).toEqual({
      code: 'VI',
      source: 'browser',
      rejectedCookie: 'KLINGON',
    })
  })

  it('falls back, then defaults', () => {
    expect(chooseLanguage({ ...base, browserLanguages: ['fr'], fallback: 'MS' })).toEqual({
      code: 'MS',
      source: 'fallback',
    })
    expect(
      chooseLanguage({
        browserLanguages: [],
        fallback: 'MS',
        defaultLanguage: 'EN',
        supported: ['EN', 'CN'],
      }),
    ).toEqual({ code: 'EN', source: 'default' })
  })

  it('honours the sites’ supported list', () => {
    expect(chooseLanguage({ ...base, cookie: 'VI', supported: ['EN', 'CN'] })).toMatchObject({
      code: 'EN',
      rejectedCookie: 'VI',
    })
  })
})

describe('languageCookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(languageCookie.serialize('CN')).toBe(
      'i18n_redirected=CN; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(languageCookie.read('a=1; i18n_redirected=VI')).toBe('VI')
  })

  it('never stores an unsupported code', () => {
    expect(() => languageCookie.serialize('XX' as 'EN')).toThrow('unsupported language code')
    expect(() => languageCookie.serialize('VI', ['EN'])).toThrow()
  })
})
