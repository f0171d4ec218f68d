import { i18n } from '@lingui/core'
import {
  type CatalogDomain,
  type CatalogLocale,
  catalogLoaders,
} from '@parlor/locales/catalog-loaders'
import { messages as englishUi } from '@parlor/locales/en/ui'

export type { CatalogDomain, CatalogLocale }

/** The language whose texts stand in when a catalog fails to download (configuration's fallback). */
let fallbackLocale: CatalogLocale = 'en'

/** Every domain the site has needed so far: a language switch brings all of them at once. */
const neededDomains = new Set<CatalogDomain>(['ui'])

const loaded = new Map<string, Promise<void>>()

function loadCatalog(locale: CatalogLocale, domain: CatalogDomain): Promise<void> {
  const key = `${locale}:${domain}`
  let pending = loaded.get(key)
  if (!pending) {
    pending = catalogLoaders[locale][domain]().then((module) => i18n.load(locale, module.messages))
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
    const { messages } = await catalogLoaders[fallbackLocale][domain]()
    i18n.load(locale, messages)
  })
}

/** Adds the domains' texts to the active language (Lingui merges what it loads). */
export function loadCatalogs(domains: readonly CatalogDomain[]): Promise<void> {
  for (const domain of domains) neededDomains.add(domain)
  // Before a language is active (a test, an early failure), texts load for the fallback.
  const locale = i18n.locale in catalogLoaders ? (i18n.locale as CatalogLocale) : fallbackLocale
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
 * The texts every page shows in the boot language, before the first render. English comes with
 * the site's code; another language downloads first, and when it cannot, the fallback starts
 * the site instead. Resolves to the locale that is active.
 */
export async function startLanguage(
  locale: CatalogLocale,
  fallback: CatalogLocale,
): Promise<CatalogLocale> {
  fallbackLocale = fallback
  i18n.load('en', englishUi)
  loaded.set('en:ui', Promise.resolve())
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
