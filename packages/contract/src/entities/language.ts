import * as v from 'valibot'

/** The eleven language codes, in the order the specification lists them. */
export const languageCodes = [
  'EN',
  'PHP',
  'CN',
  'ESP',
  'RUS',
  'VI',
  'MS',
  'NE',
  'MMK',
  'MNT',
  'IDR',
] as const

export const LanguageCode = v.picklist(languageCodes, 'languageCodeUnknown')
export type LanguageCode = v.InferOutput<typeof LanguageCode>

/** Language code → BCP 47 locale, for translations, `lang` attributes and SEO. */
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

/**
 * Each language's name in itself (its endonym), as a language switch lists it: a reader finds
 * their own language whatever the page is in. Our own data, not the browser's: Chromium's trimmed
 * `Intl.DisplayNames` has no Nepali, Burmese or Mongolian and answers in English. Burmese is in
 * Unicode (not Zawgyi), Vietnamese in composed form (NFC), Mongolian and Russian in Cyrillic.
 */
export const endonymByCode = {
  EN: 'English',
  PHP: 'Filipino',
  CN: '中文',
  ESP: 'Español',
  RUS: 'Русский',
  VI: 'Tiếng Việt',
  MS: 'Bahasa Melayu',
  NE: 'नेपाली',
  MMK: 'မြန်မာ',
  MNT: 'Монгол',
  IDR: 'Bahasa Indonesia',
} as const satisfies Record<LanguageCode, string>
