import { type LanguageCode, languageCodes } from '@parlor/contract'
import { parse, serialize } from 'cookie'
import { codeFromLocale } from './language-codes.ts'

export interface LanguageChoiceInput {
  readonly cookie?: string | undefined
  readonly browserLanguages: readonly string[]
  readonly fallback: LanguageCode
  readonly defaultLanguage: LanguageCode
  readonly supported?: readonly LanguageCode[]
}

export interface LanguageChoice {
  readonly code: LanguageCode
  readonly source: 'cookie' | 'browser' | 'fallback' | 'default'
  /** A cookie that named a language we do not support: the caller logs a warning (spec §8). */
  readonly rejectedCookie?: string
}

/** Spec §4: stored cookie, then the browser's languages, then the fallback, then the default. */
export function chooseLanguage(input: LanguageChoiceInput): LanguageChoice {
  const supported = input.supported ?? languageCodes
  const find = (value: string) => supported.find((code) => code === value.trim().toUpperCase())
  let rejectedCookie: string | undefined
  if (input.cookie) {
    const fromCookie = find(input.cookie)
    if (fromCookie) return { code: fromCookie, source: 'cookie' }
    rejectedCookie = input.cookie
  }
  const extra = rejectedCookie === undefined ? {} : { rejectedCookie }
  for (const locale of input.browserLanguages) {
    const code = codeFromLocale(locale)
    if (code && supported.includes(code)) return { code, source: 'browser', ...extra }
  }
  if (supported.includes(input.fallback))
    return { code: input.fallback, source: 'fallback', ...extra }
  return { code: input.defaultLanguage, source: 'default', ...extra }
}

/** The language cookie of spec §4: i18n_redirected, a year, the whole site, SameSite=Lax. */
export const languageCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  serialize(code: LanguageCode, supported: readonly LanguageCode[] = languageCodes): string {
    if (!supported.includes(code)) {
      throw new Error(`Refusing to store the unsupported language code ${JSON.stringify(code)}`)
    }
    return serialize(this.name, code, { path: '/', sameSite: 'lax', maxAge: this.maxAgeSeconds })
  },
  read(cookieHeader: string): string | undefined {
    return parse(cookieHeader)[this.name]
  },
}
