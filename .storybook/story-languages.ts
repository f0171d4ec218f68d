import { localeOf } from '@parlor/core'
import { storyI18n } from '@parlor/story-stage/story-i18n'
import type { LanguageCode } from '../packages/contract/src/index.ts'
import {
  type CatalogLocale,
  catalogDomains,
  catalogLoaders,
} from '../packages/locales/src/catalog-loaders.ts'
import { loadScriptFont } from '../packages/ui-kit/src/script-fonts.ts'

/**
 * Switches every story to a language code, as the site does: all six catalogs of the code (a
 * story may show texts of any), its script's font, and `<html lang>` set to the code's locale.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  const locale = localeOf(code) as CatalogLocale
  const [catalogs] = await Promise.all([
    Promise.all(catalogDomains.map((domain) => catalogLoaders[locale][domain]())),
    loadScriptFont(locale),
  ])
  storyI18n.load(locale, Object.assign({}, ...catalogs.map((catalog) => catalog.messages)))
  storyI18n.activate(locale)
  document.documentElement.lang = locale
}
