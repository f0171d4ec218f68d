import { i18n } from '@lingui/core'
import { localeByCode } from '@parlor/contract'
import type { CatalogDomain, CatalogLocale } from '@parlor/locales/catalog-loaders'

export type { CatalogDomain, CatalogLocale }

/** The language whose texts stand in when a catalog fails to download (configuration's fallback). */
let fallbackLocale: CatalogLocale = 'en'

/**
 * The table of every catalog's file comes with the first catalog asked for rather than with the
 * site's code: at boot that is beside the startup call, which takes longer anyway.
 */
const catalogLoaders = () =>
  import('@parlor/locales/catalog-loaders').then((module) => module.catalogLoaders)

const catalogLocales: ReadonlySet<string> = new Set(Object.values(localeByCode))

/** Every domain the site has needed so far: a language switch brings all of them at once. */
const neededDomains = new Set<CatalogDomain>(['ui'])

const loaded = new Map<string, Promise<void>>()

function loadCatalog(locale: CatalogLocale, domain: CatalogDomain): Promise<void> {
  const key = `${locale}:${domain}`
  let pending = loaded.get(key)
  if (!pending) {
    pending = catalogLoaders()
      .then((loaders) => loaders[locale][domain]())
      .then((module) => i18n.load(locale, module.messages))
    // A failed download may be tried again by the next page that needs it.
    pending.catch(() => loaded.delete(key))
    loaded.set(key, pending)
  }
  return pending
}

/**
 * Spec §8: a catalog that fails to download is logged as "Failed locale loading", and the
 * fallback language's texts stand in under the active language, so the page reads as sentences
 * rather than message ids. Only when the fallback fails too does the page fail.
 */
function loadWithFallback(locale: CatalogLocale, domain: CatalogDomain): Promise<void> {
  return loadCatalog(locale, domain).catch(async (error: unknown) => {
    console.error('Failed locale loading', { locale, domain, error })
    if (locale === fallbackLocale) throw error
    const { messages } = await (await catalogLoaders())[fallbackLocale][domain]()
    i18n.load(locale, messages)
  })
}

/** Adds the domains' texts to the active language (Lingui merges what it loads). */
export function loadCatalogs(domains: readonly CatalogDomain[]): Promise<void> {
  for (const domain of domains) neededDomains.add(domain)
  // Before a language is active (a test, an early failure), texts load for the fallback.
  const locale = catalogLocales.has(i18n.locale) ? (i18n.locale as CatalogLocale) : fallbackLocale
  return Promise.all(domains.map((domain) => loadWithFallback(locale, domain))).then(
    () => undefined,
  )
}

/** A lazily loaded component whose texts are in `domains`: both download together. */
export function withCatalogs<TModule>(
  domains: readonly CatalogDomain[],
  load: () => Promise<TModule>,
): () => Promise<TModule> {
  return () => Promise.all([load(), loadCatalogs(domains)]).then(([module]) => module)
}

/**
 * Every text the site has shown so far, in another language, ready before it shows: a switch
 * never paints a mix of two languages. Rejects, changing nothing, when a catalog fails.
 */
export function loadLanguage(locale: CatalogLocale): Promise<void> {
  return Promise.all([...neededDomains].map((domain) => loadCatalog(locale, domain)))
    .then(() => undefined)
    .catch((error: unknown) => {
      console.error('Failed locale loading', { locale, error })
      throw error
    })
}

/**
 * The texts every page shows, in the boot language, before the first render: they download
 * beside the startup call, English like any other language, so the site's own code carries no
 * catalog. When they cannot, the fallback's start the site instead, and failing that the English
 * written in the code. Resolves to the locale to activate.
 */
export async function startLanguage(
  locale: CatalogLocale,
  fallback: CatalogLocale,
): Promise<CatalogLocale> {
  fallbackLocale = fallback
  try {
    await loadLanguage(locale)
    return locale
  } catch {
    await loadLanguage(fallback).catch(() => undefined)
    return loaded.has(`${fallback}:ui`) ? fallback : 'en'
  }
}

/**
 * The error texts, for a screen or dialog about to show them. A failed download leaves the
 * English written in the code, which still reads as sentences.
 */
export function loadErrorTexts(): Promise<void> {
  return loadCatalogs(['errors']).catch(() => undefined)
}
