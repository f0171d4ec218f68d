import { endonymByCode, type LanguageCode } from '@parlor/contract'
import { localeByCode } from './language-codes.ts'

/**
 * A language's name for a reader: in the reader's own language where the browser has that
 * language's names ("Chinese" for an English reader, "Ruso" for a Spanish one), else in itself
 * (`endonymByCode`: "नेपाली", never the English "Nepali" a trimmed browser would answer with).
 * A reader of the language itself always gets its name in itself, from our own data. A language
 * switch wants the endonym for every reader: use `endonymByCode` there.
 */
export function languageName(code: LanguageCode, readerLocale: string): string {
  const reader = languageOf(readerLocale)
  if (reader === localeByCode[code]) return endonymByCode[code]
  try {
    const names = new Intl.DisplayNames([readerLocale], { type: 'language' })
    // Chromium's trimmed data has no Nepali, Burmese or Mongolian: asked for them, it answers in
    // English. A name in a language the reader did not ask for is no better than the endonym.
    if (languageOf(names.resolvedOptions().locale) === reader) {
      const name = names.of(localeByCode[code])
      if (name && name !== localeByCode[code])
        return name.charAt(0).toLocaleUpperCase(readerLocale) + name.slice(1)
    }
  } catch {
    // An engine without DisplayNames, or a malformed locale: the endonym reads everywhere.
  }
  return endonymByCode[code]
}

function languageOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).language
  } catch {
    return undefined
  }
}
