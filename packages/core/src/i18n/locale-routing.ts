import type { LanguageCode, LocaleRouting } from '@parlor/contract'
import { chooseLanguage, type LanguageChoice } from './language-choice.ts'
import { localeByCode } from './language-codes.ts'

const codeByPrefix = new Map<string, LanguageCode>(
  Object.entries(localeByCode).map(([code, locale]) => [locale, code as LanguageCode]),
)

/** The path's language prefix and the path without it (`/ru/slots` → RUS and `/slots`). */
export function splitLocalePrefix(
  pathname: string,
  routing: LocaleRouting,
): { code: LanguageCode | null; path: string } {
  if (routing.strategy === 'no_prefix') return { code: null, path: pathname }
  const match = /^\/([A-Za-z]{2,3})(?=\/|$)/.exec(pathname)
  const code = match ? codeByPrefix.get(match[1]?.toLowerCase() ?? '') : undefined
  if (!match || !code || !routing.languages.includes(code)) return { code: null, path: pathname }
  return { code, path: pathname.slice(match[0].length) || '/' }
}

/** The path as the language shows it under the strategy (`/slots` in RUS → `/ru/slots`). */
export function localizePath(path: string, code: LanguageCode, routing: LocaleRouting): string {
  if (routing.strategy === 'no_prefix') return path
  if (routing.strategy === 'prefix_except_default' && code === routing.defaultLanguage) return path
  return `/${localeByCode[code]}${path === '/' ? '' : path}`
}

/**
 * The language an address names: its prefix, or the default language for an unprefixed path when
 * only the default goes without one. Null when the address does not say.
 */
export function addressLanguage(pathname: string, routing: LocaleRouting): LanguageCode | null {
  const { code } = splitLocalePrefix(pathname, routing)
  if (code) return code
  return routing.strategy === 'prefix_except_default' ? routing.defaultLanguage : null
}

export interface EntryLanguageInput {
  readonly pathname: string
  /** The stored language cookie's raw value. */
  readonly cookie: string | undefined
  readonly browserLanguages: readonly string[]
  readonly routing: LocaleRouting
}

export interface EntryLanguage extends Omit<LanguageChoice, 'source'> {
  readonly source: LanguageChoice['source'] | 'path'
  /** Where the address should move before the first page shows, or null to stay. */
  readonly redirect: string | null
}

/**
 * The language a page load starts in, and the address it belongs at. A path's prefix is the most
 * explicit choice (a shared `/ru/…` link opens in Russian); without one the usual choice decides
 * (cookie, browser languages, fallback, default). The address then takes the prefix the strategy
 * gives that language, and the bare root moves to the configured page (a language's own root, such
 * as `/ru`, stays its home).
 */
export function entryLanguage(input: EntryLanguageInput): EntryLanguage {
  const { routing } = input
  const prefixed = splitLocalePrefix(input.pathname, routing)
  const choice: Omit<EntryLanguage, 'redirect'> = prefixed.code
    ? { code: prefixed.code, source: 'path' }
    : chooseLanguage({
        cookie: input.cookie,
        browserLanguages: input.browserLanguages,
        fallback: routing.fallbackLanguage,
        defaultLanguage: routing.defaultLanguage,
        supported: routing.languages,
      })
  const bareRoot = input.pathname === '/' && routing.rootRedirect
  const path = bareRoot ? (routing.rootRedirect ?? '/') : prefixed.path
  const wanted = localizePath(path, choice.code, routing)
  return { ...choice, redirect: wanted === input.pathname ? null : wanted }
}
