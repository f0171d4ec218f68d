import * as v from 'valibot'

/** The eleven language codes of spec §9, in the order the specification lists them. */
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

/** Language code → BCP 47 locale, for translations, `lang` attributes and SEO (design.md §5). */
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
