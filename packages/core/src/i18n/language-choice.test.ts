import { type LanguageCode, languageCodes } from '@parlor/contract'
import { parseSetCookie } from 'cookie'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseLanguage, type LanguageChoiceInput, languageCookie } from './language-choice.ts'

const base: LanguageChoiceInput = {
  browserLanguages: ['vi-VN', 'en-US'],
  fallback: 'MS',
  defaultLanguage: 'EN',
}

describe('chooseLanguage', () => {
  it('takes the stored cookie first', () => {
    expect(chooseLanguage({ ...base, cookie: 'NE' })).toEqual({ code: 'NE', source: 'cookie' })
  })

  it.each(['ne', 'Ne', ' NE '])('reads the cookie %j as NE', (cookie) => {
    expect(chooseLanguage({ ...base, cookie })).toEqual({ code: 'NE', source: 'cookie' })
  })

  it('then the first browser language the site supports, skipping ones it does not', () => {
    expect(
      chooseLanguage({ ...base, browserLanguages: ['fr-FR', 'ja', 'zh-Hans-CN', 'en'] }),
    ).toEqual({ code: 'CN', source: 'browser' })
    expect(
      chooseLanguage({
        ...base,
        browserLanguages: ['vi-VN', 'fil-PH', 'en'],
        supported: ['EN', 'PHP'],
      }),
    ).toEqual({ code: 'PHP', source: 'browser' })
  })

  it('then the fallback, when the site supports it', () => {
    expect(chooseLanguage({ ...base, browserLanguages: ['fr', 'de-DE'] })).toEqual({
      code: 'MS',
      source: 'fallback',
    })
  })

  it('then the default, even one missing from the site’s list', () => {
    expect(
      chooseLanguage({ ...base, browserLanguages: [], supported: ['CN', 'VI'], fallback: 'MS' }),
    ).toEqual({ code: 'EN', source: 'default' })
  })

  it('ignores a cookie naming no language and hands it back for a warning', () => {
    expect(chooseLanguage({ ...base, cookie: 'KLINGON' })).toEqual({
      code: 'VI',
      source: 'browser',
      rejectedCookie: 'KLINGON',
    })
  })

  it('does not take a locale in the cookie for a code', () => {
    expect(chooseLanguage({ ...base, cookie: 'ru-RU' })).toMatchObject({
      code: 'VI',
      rejectedCookie: 'ru-RU',
    })
  })

  it('ignores a cookie naming a language the site does not offer', () => {
    expect(chooseLanguage({ ...base, cookie: 'VI', supported: ['EN', 'CN'] })).toEqual({
      code: 'EN',
      source: 'browser',
      rejectedCookie: 'VI',
    })
    expect(
      chooseLanguage({ ...base, cookie: 'RUS', browserLanguages: [], supported: ['CN', 'MS'] }),
    ).toEqual({ code: 'MS', source: 'fallback', rejectedCookie: 'RUS' })
    expect(
      chooseLanguage({ ...base, cookie: 'RUS', browserLanguages: [], supported: ['CN'] }),
    ).toEqual({ code: 'EN', source: 'default', rejectedCookie: 'RUS' })
  })

  it('treats an empty cookie as none, with nothing to warn about', () => {
    expect(chooseLanguage({ ...base, cookie: '' })).toEqual({ code: 'VI', source: 'browser' })
    expect(chooseLanguage({ ...base, cookie: undefined })).toEqual({
      code: 'VI',
      source: 'browser',
    })
  })

  it('always lands on a supported language or the default', () => {
    const code = fc.constantFrom(...languageCodes)
    fc.assert(
      fc.property(
        fc.option(fc.oneof(code, fc.string()), { nil: undefined }),
        fc.array(fc.oneof(fc.constantFrom('en-US', 'zh-CN', 'tl', 'in', 'fr', 'ru'), fc.string())),
        code,
        code,
        fc.uniqueArray(code),
        (cookie, browserLanguages, fallback, defaultLanguage, supported) => {
          const choice = chooseLanguage({
            cookie,
            browserLanguages,
            fallback,
            defaultLanguage,
            supported,
          })
          if (choice.source === 'default') expect(choice.code).toBe(defaultLanguage)
          else expect(supported).toContain(choice.code)
          expect(choice.rejectedCookie !== undefined).toBe(
            Boolean(cookie) && choice.source !== 'cookie',
          )
        },
      ),
    )
  })

  it('lets a supported cookie win over anything the browser says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...languageCodes),
        fc.array(fc.constantFrom('en-US', 'zh-CN', 'fil', 'es', 'ru', 'vi', 'id')),
        (cookie, browserLanguages) => {
          expect(
            chooseLanguage({ ...base, cookie: cookie.toLowerCase(), browserLanguages }),
          ).toEqual({ code: cookie, source: 'cookie' })
        },
      ),
    )
  })
})

describe('languageCookie', () => {
  const now = new Date('2024-03-05T10:00:00Z')

  it('is named i18n_redirected and lasts 365 days on the whole site with SameSite=Lax', () => {
    const cookie = parseSetCookie(languageCookie.serialize('CN', now))
    expect(cookie).toEqual({
      name: 'i18n_redirected',
      value: 'CN',
      maxAge: 365 * 24 * 60 * 60,
      expires: new Date('2025-03-05T10:00:00Z'),
      path: '/',
      sameSite: 'lax',
    })
  })

  it('reads back what it wrote from a Cookie header among others', () => {
    for (const code of languageCodes) {
      const pair = languageCookie.serialize(code, now).split(';')[0]
      expect(languageCookie.read(`viewport=tablet; ${pair}; clientDomain=x`)).toBe(code)
    }
  })

  it('reads the raw value, leaving its judgement to chooseLanguage', () => {
    expect(languageCookie.read('i18n_redirected=klingon')).toBe('klingon')
    expect(languageCookie.read('viewport=tablet')).toBeUndefined()
    expect(languageCookie.read('')).toBeUndefined()
    expect(languageCookie.read(undefined)).toBeUndefined()
  })

  it.each(['XX', 'cn', 'en-US', ''])('refuses to store %j', (code) => {
    expect(() => languageCookie.serialize(code as LanguageCode, now)).toThrow(RangeError)
  })

  it('expires a year after the moment it is written', () => {
    const before = Date.now()
    const { expires } = parseSetCookie(languageCookie.serialize('EN'))
    const year = 365 * 24 * 60 * 60 * 1000
    // Expires has whole seconds, so allow for the rounding down.
    expect(expires?.getTime()).toBeGreaterThanOrEqual(before + year - 1000)
    expect(expires?.getTime()).toBeLessThanOrEqual(Date.now() + year)
  })
})
