import { type LanguageCode, languageCodes } from '@parlor/contract'

/** Language code → BCP 47 locale (design.md §5). */
export const localeByCode = {
  EN: 'en',
  PHP: 'fil',
  CN: 'zh',
  ESP: 'es',
  RUS: 'ru',
  VI: 'vi',
  MS: 'ms',
  NE: 'ne',
  MMK: 'my',
  MNT: 'mn',
  IDR: 'id',
} as const satisfies Record<LanguageCode, string>

/** Language code → the locale dates are formatted in (spec §9). */
export const dateLocaleByCode = {
  EN: 'en',
  CN: 'zh',
  PHP: 'en',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
  RUS: 'ru',
  ESP: 'es',
  VI: 'vi',
  MS: 'ms',
  NE: 'ne',
} as const satisfies Record<LanguageCode, string>

/** Older or alternative tags browsers still send. */
const aliases: Record<string, LanguageCode> = { tl: 'PHP', in: 'IDR', zh: 'CN' }

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}

/** The code for a browser locale such as `zh-Hans-CN`, `fil-PH`, `tl` or `en-US`, if we have one. */
export function codeFromLocale(locale: string): LanguageCode | null {
  const primary = locale.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  if (aliases[primary]) return aliases[primary]
  const entry = (Object.entries(localeByCode) as [LanguageCode, string][]).find(
    ([, l]) => l === primary,
  )
  return entry?.[0] ?? null
}

export function localeOf(code: LanguageCode): string {
  return localeByCode[code]
}

export function dateLocaleOf(code: LanguageCode): string {
  return dateLocaleByCode[code]
}
