import { i18n } from '@lingui/core'
import type { LanguageCode } from '@parlor/contract'
import {
  activateLanguage as activateSiteLanguage,
  codeFromLocale,
  languageCookie,
  localeOf,
} from '@parlor/core'

/** The language the site shows now: the one Lingui has active. */
export function activeLanguage(): LanguageCode {
  return codeFromLocale(i18n.locale) ?? 'EN'
}

/** The locales whose script has a font of its own (ui-kit's script-fonts, `hasScriptFont`). */
const scriptLocales: ReadonlySet<string> = new Set(['zh', 'ne', 'my', 'ru', 'mn'])

/** Whether a locale's script font is worth downloading the font loader for. */
export function needsScriptFont(locale: string): boolean {
  return scriptLocales.has(locale)
}

/**
 * The stylesheet of the language's script font (Chinese, Devanagari, Burmese, Cyrillic), if it
 * needs one. Text laid out before its @font-face rules exist may keep its missing-glyph boxes
 * after the font arrives, so the stylesheet comes before the language shows.
 */
export function loadLanguageFont(code: LanguageCode): Promise<void> {
  const locale = localeOf(code)
  // Latin-script languages need nothing, so most visits never download the font loader.
  if (!needsScriptFont(locale)) return Promise.resolve()
  return import('@parlor/ui-kit/script-fonts')
    .then((fonts) => fonts.loadScriptFont(locale))
    .catch(() => undefined)
}

/**
 * Makes a language whose texts and font stylesheet are loaded the site's (core's
 * `activateLanguage`); rendering a first document on the server, the platform server writes
 * `<html lang>` itself.
 */
export function activateLanguage(code: LanguageCode): void {
  activateSiteLanguage(
    i18n,
    code,
    typeof document === 'undefined' ? undefined : document.documentElement,
  )
}

/** Remembers the player's choice for a year, so the next visit opens in it. */
export function rememberLanguage(code: LanguageCode): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookie, serialised whole by core
  document.cookie = languageCookie.serialize(code)
}
