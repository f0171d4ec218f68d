import type { I18n, Messages } from '@lingui/core'
import { loadOwnDates } from './activate-language.ts'
import { localeByCode } from './language-codes.ts'

const catalogLocales: ReadonlySet<string> = new Set(Object.values(localeByCode))

type CatalogModule = { readonly messages: Messages }

/**
 * Every catalog of every language behind its own loader, as `@parlor/locales/catalog-loaders`
 * exports it (`catalogLoaders`): one file per language and domain, downloaded when asked for.
 */
export type CatalogTable<TLocale extends string, TDomain extends string> = Readonly<
  Record<TLocale, Readonly<Record<TDomain, () => Promise<CatalogModule>>>>
>

export interface SiteCatalogsOptions<TLocale extends string, TDomain extends string> {
  readonly i18n: I18n
  /**
   * The catalog table, itself loaded on first need: it comes with the first catalog asked for
   * rather than with the site's own code.
   */
  readonly table: () => Promise<CatalogTable<TLocale, TDomain>>
  /** The domains every page shows, loaded before the first render (the interface's texts). */
  readonly firstDomains: readonly TDomain[]
  /** The language the code's own texts are written in: what shows when no catalog loads at all. */
  readonly sourceLocale: TLocale
  /** Where "Failed locale loading" is reported; the console by default. */
  readonly logError?: (message: string, details: Readonly<Record<string, unknown>>) => void
}

export interface SiteCatalogs<TLocale extends string, TDomain extends string> {
  /**
   * The texts every page shows, in the boot language, before the first render. When they cannot
   * load, the fallback's start the site instead, and failing that the code's own texts. Resolves
   * to the locale to activate.
   */
  start(locale: TLocale, fallback: TLocale): Promise<TLocale>
  /**
   * Adds the domains' texts to the active language (Lingui merges what it loads). A catalog that
   * fails is logged as "Failed locale loading" and the fallback's texts stand in for it, so the
   * page reads as sentences rather than message ids; only a failed fallback rejects.
   */
  load(domains: readonly TDomain[]): Promise<void>
  /** A lazily loaded module whose texts are in `domains`: both download together. */
  withCatalogs<TModule>(
    domains: readonly TDomain[],
    load: () => Promise<TModule>,
  ): () => Promise<TModule>
  /**
   * Every text the site has shown so far, in another language, ready before it shows: a switch
   * never paints a mix of two languages. Rejects, changing nothing, when a catalog fails. A
   * language whose dates the package writes itself (Nepali) brings that formatter too.
   */
  loadLanguage(locale: TLocale): Promise<void>
}

/**
 * The message catalogs of one running site: which domains it has needed so far, which files are
 * loaded, and the fallback language whose texts stand in for a catalog that fails to download.
 */
export function createSiteCatalogs<TLocale extends string, TDomain extends string>(
  options: SiteCatalogsOptions<TLocale, TDomain>,
): SiteCatalogs<TLocale, TDomain> {
  const { i18n, table, sourceLocale } = options
  const logError = options.logError ?? ((message, details) => console.error(message, details))
  let fallbackLocale = sourceLocale
  const neededDomains = new Set<TDomain>(options.firstDomains)
  const loaded = new Map<string, Promise<void>>()
  // Every language's locale (the contract's): whether Lingui's active one has catalogs yet.
  const isCatalogLocale = (locale: string): locale is TLocale => catalogLocales.has(locale)

  function loadCatalog(locale: TLocale, domain: TDomain): Promise<void> {
    const key = `${locale}:${domain}`
    let pending = loaded.get(key)
    if (!pending) {
      pending = table()
        .then((catalogs) => catalogs[locale][domain]())
        .then((module) => i18n.load(locale, module.messages))
      // A failed download may be tried again by the next page that needs it.
      pending.catch(() => loaded.delete(key))
      loaded.set(key, pending)
    }
    return pending
  }

  function loadWithFallback(locale: TLocale, domain: TDomain): Promise<void> {
    return loadCatalog(locale, domain).catch(async (error: unknown) => {
      logError('Failed locale loading', { locale, domain, error })
      if (locale === fallbackLocale) throw error
      const { messages } = await (await table())[fallbackLocale][domain]()
      i18n.load(locale, messages)
    })
  }

  function loadLanguage(locale: TLocale): Promise<void> {
    // Dates the browser may not know how to write (Nepali) come with the texts; never fails.
    const catalogs = [...neededDomains].map((domain) => loadCatalog(locale, domain))
    return Promise.all([loadOwnDates(locale), ...catalogs])
      .then(() => undefined)
      .catch((error: unknown) => {
        logError('Failed locale loading', { locale, error })
        throw error
      })
  }

  function load(domains: readonly TDomain[]): Promise<void> {
    for (const domain of domains) neededDomains.add(domain)
    // Before a language is active (a test, an early failure), texts load for the fallback.
    const locale = isCatalogLocale(i18n.locale) ? i18n.locale : fallbackLocale
    return Promise.all(domains.map((domain) => loadWithFallback(locale, domain))).then(
      () => undefined,
    )
  }

  return {
    async start(locale, fallback) {
      fallbackLocale = fallback
      try {
        await loadLanguage(locale)
        return locale
      } catch {
        await loadLanguage(fallback).catch(() => undefined)
        const [firstDomain] = neededDomains
        return loaded.has(`${fallback}:${firstDomain}`) ? fallback : sourceLocale
      }
    },
    load,
    withCatalogs: (domains, loadModule) => () =>
      Promise.all([loadModule(), load(domains)]).then(([module]) => module),
    loadLanguage,
  }
}
