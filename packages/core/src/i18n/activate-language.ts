import type { I18n } from '@lingui/core'
import type { LanguageCode } from '@parlor/contract'
import { dateLocaleOf, localeOf } from './language-codes.ts'

/** Nepali's date formatter, once the Nepali texts brought it (Chromium's ICU has no Nepali). */
let nepaliDate: I18n['date'] | undefined

/**
 * Brings the formatter of a language whose dates the browser may not write (Nepali), which
 * `activateLanguage` then gives `i18n.date`. `createSiteCatalogs` calls it with the language's
 * texts, so a visitor in another language never downloads it; it resolves even when the download
 * fails, leaving the browser's formatting.
 */
export async function loadOwnDates(locale: string): Promise<void> {
  if (locale === 'ne' && !nepaliDate) {
    nepaliDate = await import('../format/nepali-dates.ts').then(
      (module) => module.nepaliDate,
      () => undefined,
    )
  }
}

/**
 * Makes a language whose texts are loaded the site's: Lingui renders its texts, dates follow the
 * language's date locale in Latin digits like every figure on the site (Lingui formats dates
 * with `locales`; a Nepali date, which browsers' ICU may lack, is written by `i18n.date` from our
 * own data, which `createSiteCatalogs` downloads with the language's texts), and the page's
 * `<html lang>`, when given, names it for screen readers, fonts and hyphenation. The attribute
 * is written only when it changes: the server's first document already names its language, and
 * writing the same one again makes the browser restyle the whole page for its `:lang()` rules
 * (520 elements of a demo home page, 20–60 ms at 4× CPU slowdown).
 */
export function activateLanguage(i18n: I18n, code: LanguageCode, html?: HTMLElement): void {
  const locale = localeOf(code)
  const dateLocale = dateLocaleOf(code)
  const own = dateLocale === 'ne' ? nepaliDate : undefined
  // The instance's own `date` shadows Lingui's; without it, Lingui's Intl formatting is back.
  // Set before activating, so what re-renders on the change writes the new language's dates.
  if (own) i18n.date = own
  else Reflect.deleteProperty(i18n, 'date')
  i18n.activate(locale, [`${dateLocale}-u-nu-latn`])
  if (html && html.lang !== locale) html.lang = locale
}
