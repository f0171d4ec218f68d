import type { LanguageCode } from '@parlor/contract'
import { localeByCode } from './language-codes.ts'

/**
 * A language's name in the reader's own language ("Filipino", "中文" read by a Chinese reader as
 * 中文), from the browser's CLDR data; the code itself where the browser has no name for it.
 */
export function languageName(code: LanguageCode, readerLocale: string): string {
  const locale = localeByCode[code]
  try {
    const name = new Intl.DisplayNames([readerLocale], { type: 'language' }).of(locale)
    if (name && name !== locale)
      return name.charAt(0).toLocaleUpperCase(readerLocale) + name.slice(1)
  } catch {
    // An engine without DisplayNames, or an unknown locale: fall through to the code.
  }
  return code
}
