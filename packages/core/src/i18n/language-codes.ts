import { type LanguageCode, languageCodes, localeByCode } from '@parlor/contract'

export { localeByCode }

/**
 * Language code → the locale dates are written in. Filipino, Burmese, Mongolian and
 * Indonesian players read dates in English. Nepali dates come from our own data where browsers
 * lack them (`activateLanguage`).
 */
export const dateLocaleByCode = {
  EN: 'en',
  PHP: 'en',
  CN: 'zh',
  ESP: 'es',
  RUS: 'ru',
  VI: 'vi',
  MS: 'ms',
  NE: 'ne',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
} as const satisfies Record<LanguageCode, string>

const codeByLanguage = new Map<string, LanguageCode>(
  languageCodes.map((code) => [localeByCode[code], code]),
)

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}

export function localeOf(code: LanguageCode): string {
  return localeByCode[code]
}

export function dateLocaleOf(code: LanguageCode): string {
  return dateLocaleByCode[code]
}

/**
 * The language code for a browser locale (`zh-Hans-CN`, `fil-PH`, `en-US`…), or null when we have
 * none. `Intl.Locale` canonicalises the language subtag through CLDR's aliases, as ECMA-402
 * requires, so deprecated tags browsers still send (`tl` Tagalog, `in` Indonesian) and ISO 639-3
 * macrolanguage members (`cmn` Mandarin, `zsm` Malay) land on the language we translate into.
 */
export function codeFromLocale(locale: string): LanguageCode | null {
  // An Accept-Language entry may carry a weight; the list's order already ranks it.
  const tag = locale.split(';')[0]?.trim().replaceAll('_', '-') ?? ''
  let language: string
  try {
    language = new Intl.Locale(tag).language
  } catch {
    return null
  }
  return codeByLanguage.get(language) ?? null
}
