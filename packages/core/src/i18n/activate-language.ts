import type { I18n } from '@lingui/core'
import type { LanguageCode } from '@parlor/contract'
import { formatNepaliDate } from '../format/nepali-dates.ts'
import { dateLocaleOf, localeOf } from './language-codes.ts'

/**
 * Date locales written from our own data rather than the browser's: Chromium's trimmed ICU has no
 * Nepali and writes its dates in English. The same on the server and in every browser.
 */
const ownDates: Readonly<Record<string, I18n['date']>> = {
  ne: (value, format) => formatNepaliDate(value ?? Date.now(), format),
}

/**
 * Makes a language whose texts are loaded the site's: Lingui renders its texts, dates follow the
 * language's date locale in Latin digits like every figure on the site (Lingui formats dates
 * with `locales`; a Nepali date, which browsers' ICU may lack, is written from our own data by
 * `i18n.date`), and the page's `<html lang>`, when given, names it for screen readers, fonts
 * and hyphenation.
 */
export function activateLanguage(i18n: I18n, code: LanguageCode, html?: HTMLElement): void {
  const locale = localeOf(code)
  const dateLocale = dateLocaleOf(code)
  const own = ownDates[dateLocale]
  // The instance's own `date` shadows Lingui's; without it, Lingui's Intl formatting is back.
  // Set before activating, so what re-renders on the change writes the new language's dates.
  if (own) i18n.date = own
  else Reflect.deleteProperty(i18n, 'date')
  i18n.activate(locale, [`${dateLocale}-u-nu-latn`])
  if (html) html.lang = locale
}
