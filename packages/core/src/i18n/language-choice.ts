import { type LanguageCode, languageCodes } from '@parlor/contract'
import { parse, serialize } from 'cookie'
import { keptAYear, yearInSeconds } from '../cookies/kept-a-year.ts'
import { codeFromLocale, isLanguageCode } from './language-codes.ts'

export interface LanguageChoiceInput {
  /** The stored language cookie's raw value, as `languageCookie.read` returns it. */
  readonly cookie?: string | undefined
  /** The browser's preferred locales, best first (`navigator.languages`). */
  readonly browserLanguages: readonly string[]
  readonly fallback: LanguageCode
  readonly defaultLanguage: LanguageCode
  /** The site's languages; every code when absent. */
  readonly supported?: readonly LanguageCode[]
}

export interface LanguageChoice {
  readonly code: LanguageCode
  readonly source: 'cookie' | 'browser' | 'fallback' | 'default'
  /** The stored cookie's value when it named no supported language: the caller logs a warning. */
  readonly rejectedCookie?: string
}

/**
 * The stored cookie, then the browser's languages, then the configured fallback, then
 * the default. The default is the last word even when the site's list leaves it out, so a page
 * always has a language.
 */
export function chooseLanguage(input: LanguageChoiceInput): LanguageChoice {
  const supported: readonly LanguageCode[] = input.supported ?? languageCodes
  const isSupported = (code: LanguageCode | null): code is LanguageCode =>
    code !== null && supported.includes(code)

  // An empty value is no choice at all, so there is nothing to warn about.
  const stored = input.cookie ? input.cookie.trim().toUpperCase() : ''
  if (isLanguageCode(stored) && isSupported(stored)) return { code: stored, source: 'cookie' }
  const rejected = input.cookie ? { rejectedCookie: input.cookie } : {}

  const fromBrowser = input.browserLanguages.map(codeFromLocale).find(isSupported)
  if (fromBrowser) return { code: fromBrowser, source: 'browser', ...rejected }
  if (isSupported(input.fallback)) return { code: input.fallback, source: 'fallback', ...rejected }
  return { code: input.defaultLanguage, source: 'default', ...rejected }
}

/** The language cookie: a year, the whole site, SameSite=Lax. */
export const languageCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: yearInSeconds,

  /**
   * The Set-Cookie value storing `code`. Throws on anything but one of the eleven codes: a
   * stored cookie must name a supported language, and a caller that has something
   * else in hand has a bug worth hearing about. Expires doubles Max-Age for old browsers.
   */
  serialize(code: LanguageCode, now: Date = new Date()): string {
    if (!isLanguageCode(code)) {
      throw new RangeError(`Refusing to store the unknown language code ${JSON.stringify(code)}`)
    }
    return serialize(languageCookie.name, code, { ...keptAYear(now), sameSite: 'lax' })
  },

  /** The cookie's raw value from a Cookie header or `document.cookie`; chooseLanguage judges it. */
  read(cookieHeader: string | undefined): string | undefined {
    return cookieHeader ? parse(cookieHeader)[languageCookie.name] : undefined
  },
}
