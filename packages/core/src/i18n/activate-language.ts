import type { I18n } from '@lingui/core'
import type { LanguageCode } from '@parlor/contract'
import { dateLocaleOf, localeOf } from './language-codes.ts'

/**
 * Makes a language whose texts are loaded the site's: Lingui renders its texts, dates follow the
 * language's date locale in Latin digits like every figure on the site (Lingui formats dates
 * with `locales`), and the page's `<html lang>`, when given, names it for screen readers, fonts
 * and hyphenation.
 */
export function activateLanguage(i18n: I18n, code: LanguageCode, html?: HTMLElement): void {
  const locale = localeOf(code)
  i18n.activate(locale, [`${dateLocaleOf(code)}-u-nu-latn`])
  if (html) html.lang = locale
}
