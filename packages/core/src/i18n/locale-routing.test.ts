import { LocaleRouting, type LocaleRoutingInput } from '@parlor/contract'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  addressLanguage,
  entryLanguage,
  localizePath,
  splitLocalePrefix,
} from './locale-routing.ts'

const routing = (input: LocaleRoutingInput = {}) => v.parse(LocaleRouting, input)
const english = { cookie: undefined, browserLanguages: ['en-US'] }

describe('locale routing configuration', () => {
  it('defaults to every language, English, and a prefix on all but the default', () => {
    const defaults = routing()
    expect(defaults.strategy).toBe('prefix_except_default')
    expect(defaults.defaultLanguage).toBe('EN')
    expect(defaults.languages).toHaveLength(11)
    expect(defaults.rootRedirect).toBeUndefined()
  })

  it('refuses a default the site does not offer, an unknown strategy or a redirect off the site', () => {
    const issues = (input: unknown) =>
      v.safeParse(LocaleRouting, input).issues?.map((issue) => issue.message)
    expect(issues({ languages: ['RUS'], defaultLanguage: 'EN' })).toEqual([
      'defaultLanguageNotOffered',
    ])
    expect(issues({ strategy: 'prefix_always' })).toEqual(['localeStrategyUnknown'])
    expect(issues({ rootRedirect: '//evil.example/slots' })).toEqual(['sitePathInvalid'])
    expect(issues({ rootRedirect: 'https://evil.example' })).toEqual(['sitePathInvalid'])
    expect(issues({ rootRedirect: '/' })).toEqual(['rootRedirectToRoot'])
    expect(issues({ languages: [] })).toContain('languagesEmpty')
  })
})

describe('language prefixes', () => {
  it('reads the locale prefix of a language the site offers, case aside', () => {
    expect(splitLocalePrefix('/ru/slots', routing())).toEqual({ code: 'RUS', path: '/slots' })
    expect(splitLocalePrefix('/FIL', routing())).toEqual({ code: 'PHP', path: '/' })
    expect(splitLocalePrefix('/zh/', routing())).toEqual({ code: 'CN', path: '/' })
  })

  it('leaves paths that only look like a prefix, and every path without a prefix strategy', () => {
    expect(splitLocalePrefix('/id-card', routing())).toEqual({ code: null, path: '/id-card' })
    expect(splitLocalePrefix('/vip', routing())).toEqual({ code: null, path: '/vip' })
    expect(splitLocalePrefix('/ru/slots', routing({ languages: ['EN'] })).code).toBeNull()
    expect(splitLocalePrefix('/ru/slots', routing({ strategy: 'no_prefix' })).code).toBeNull()
  })

  it('writes the prefix the strategy gives each language', () => {
    const exceptDefault = routing()
    expect(localizePath('/slots', 'RUS', exceptDefault)).toBe('/ru/slots')
    expect(localizePath('/', 'MMK', exceptDefault)).toBe('/my')
    expect(localizePath('/slots', 'EN', exceptDefault)).toBe('/slots')
    expect(localizePath('/slots', 'EN', routing({ strategy: 'prefix' }))).toBe('/en/slots')
    expect(localizePath('/slots', 'CN', routing({ strategy: 'no_prefix' }))).toBe('/slots')
  })
})

describe('the language an address names', () => {
  it('is the prefix, or the default where only the default has none', () => {
    expect(addressLanguage('/ms/vip', routing())).toBe('MS')
    expect(addressLanguage('/vip', routing())).toBe('EN')
    expect(addressLanguage('/vip', routing({ strategy: 'prefix' }))).toBeNull()
    expect(addressLanguage('/ms/vip', routing({ strategy: 'no_prefix' }))).toBeNull()
  })
})

describe('the language a page load starts in', () => {
  it('takes a prefix over the cookie and the browser, and keeps the address', () => {
    const entry = entryLanguage({
      pathname: '/vi/slots',
      cookie: 'CN',
      browserLanguages: ['ru-RU'],
      routing: routing(),
    })
    expect(entry).toMatchObject({ code: 'VI', source: 'path', redirect: null })
  })

  it("moves an unprefixed address to the chosen language's prefix", () => {
    const entry = entryLanguage({
      ...english,
      pathname: '/slots',
      cookie: 'RUS',
      routing: routing(),
    })
    expect(entry).toMatchObject({ code: 'RUS', source: 'cookie', redirect: '/ru/slots' })
  })

  it("drops the default language's prefix where the strategy leaves it out", () => {
    const entry = entryLanguage({ ...english, pathname: '/en/vip', routing: routing() })
    expect(entry).toMatchObject({ code: 'EN', redirect: '/vip' })
  })

  it('prefixes the default language too under the prefix strategy', () => {
    const entry = entryLanguage({
      ...english,
      pathname: '/',
      routing: routing({ strategy: 'prefix' }),
    })
    expect(entry.redirect).toBe('/en')
  })

  it('never moves the address without a prefix strategy', () => {
    const entry = entryLanguage({
      ...english,
      pathname: '/slots',
      cookie: 'CN',
      routing: routing({ strategy: 'no_prefix' }),
    })
    expect(entry).toMatchObject({ code: 'CN', redirect: null })
  })

  it("sends the bare root to the configured page in the player's language", () => {
    const withRedirect = routing({ rootRedirect: '/slots' })
    expect(entryLanguage({ ...english, pathname: '/', routing: withRedirect }).redirect).toBe(
      '/slots',
    )
    expect(
      entryLanguage({ ...english, pathname: '/', cookie: 'NE', routing: withRedirect }).redirect,
    ).toBe('/ne/slots')
    // A language's own root is its home page, not the bare root.
    expect(
      entryLanguage({ ...english, pathname: '/ne', routing: withRedirect }).redirect,
    ).toBeNull()
  })

  it('ignores a cookie naming no offered language, and says so', () => {
    const entry = entryLanguage({
      pathname: '/slots',
      cookie: 'KLINGON',
      browserLanguages: ['fil-PH'],
      routing: routing(),
    })
    expect(entry).toMatchObject({
      code: 'PHP',
      source: 'browser',
      rejectedCookie: 'KLINGON',
      redirect: '/fil/slots',
    })
  })
})
