import { i18n } from '@lingui/core'
import { createSiteCatalogs } from '@parlor/core'
import type { CatalogDomain, CatalogLocale } from '@parlor/locales/catalog-loaders'

export type { CatalogDomain, CatalogLocale }

/**
 * The site's message catalogs. The table of every catalog's file comes with the first catalog
 * asked for rather than with the site's code: at boot that is beside the startup call, which
 * takes longer anyway. A catalog that fails is logged as "Failed locale loading" and the
 * fallback language's texts stand in.
 */
export const siteCatalogs = createSiteCatalogs<CatalogLocale, CatalogDomain>({
  i18n,
  table: () => import('@parlor/locales/catalog-loaders').then((module) => module.catalogLoaders),
  firstDomains: ['ui'],
  sourceLocale: 'en',
})

/** Adds the domains' texts to the active language. */
export const loadCatalogs = siteCatalogs.load

/** A lazily loaded component whose texts are in `domains`: both download together. */
export const withCatalogs = siteCatalogs.withCatalogs

/** Every text shown so far, in another language; rejects, changing nothing, when one fails. */
export const loadLanguage = siteCatalogs.loadLanguage

/**
 * The error texts, for a screen or dialog about to show them. A failed download leaves the
 * English written in the code, which still reads as sentences.
 */
export function loadErrorTexts(): Promise<void> {
  return loadCatalogs(['errors']).catch(() => undefined)
}
