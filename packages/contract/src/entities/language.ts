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
