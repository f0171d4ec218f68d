import { i18n } from '@lingui/core'
import { messages as englishUi } from '@parlor/locales/en/ui'

/** The catalog domains of design.md §5 (packages/locales/lingui.config.ts says which holds what). */
export type CatalogDomain = 'ui' | 'errors' | 'validation' | 'messages' | 'content'

type Messages = Parameters<typeof i18n.load>[1]

/**
 * Every page needs `ui`, so it comes with the site's code. `errors` (the error handler and the
 * startup screens) downloads after the first paint, or with a startup screen; the other domains
 * with the first page or modal that shows their texts. English only until the other languages
 * land (issue 6 adds them here).
 */
const english: Readonly<Record<CatalogDomain, () => Promise<Messages>>> = {
  ui: async () => englishUi,
  errors: () => import('@parlor/locales/en/errors').then((m) => m.messages),
  validation: () => import('@parlor/locales/en/validation').then((m) => m.messages),
  messages: () => import('@parlor/locales/en/messages').then((m) => m.messages),
  content: () => import('@parlor/locales/en/content').then((m) => m.messages),
}

const loaded = new Map<string, Promise<void>>()

/** Adds the domains' texts to the active language (Lingui merges what it loads). */
export function loadCatalogs(domains: readonly CatalogDomain[], locale = 'en'): Promise<void> {
  return Promise.all(
    domains.map((domain) => {
      const key = `${locale}:${domain}`
      let pending = loaded.get(key)
      if (!pending) {
        pending = english[domain]().then((messages) => i18n.load(locale, messages))
        // A failed download may be tried again by the next page that needs it.
        pending.catch(() => loaded.delete(key))
        loaded.set(key, pending)
      }
      return pending
    }),
  ).then(() => undefined)
}

/** A lazily loaded component whose texts are in `domains`: both download together. */
export function withCatalogs<TModule>(
  domains: readonly CatalogDomain[],
  load: () => Promise<TModule>,
): () => Promise<TModule> {
  return () => Promise.all([load(), loadCatalogs(domains)]).then(([module]) => module)
}

/** The boot language: the texts every page shows, active before the first render. */
export function activateBootLanguage(): void {
  i18n.load('en', englishUi)
  loaded.set('en:ui', Promise.resolve())
  i18n.activate('en')
}

/**
 * The error texts, for a screen or dialog about to show them. A failed download leaves the
 * English written in the code, which still reads as sentences.
 */
export function loadErrorTexts(): Promise<void> {
  return loadCatalogs(['errors']).catch(() => undefined)
}
