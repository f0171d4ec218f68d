import type { I18n } from '@lingui/core'
import type { LanguageCode, ResponseOf } from '@parlor/contract'
import { activateLanguage } from '../i18n/activate-language.ts'
import { codeFromLocale, localeOf } from '../i18n/language-codes.ts'
import type { SiteCatalogs } from '../i18n/site-catalogs.ts'
import type { Store } from '../stores/store.ts'
import { putThemeOnPage } from '../theme/theme-on-page.ts'
import type { ThemeRegistry } from '../theme/theme-registry.ts'
import { applyStartup, type StartupOutcome } from './apply-startup.ts'

export interface StartSiteInput<TLayout> {
  readonly store: Store
  readonly registry: ThemeRegistry<TLayout>
  /**
   * The startup answer, already requested: the caller starts it as early as it can (`api.startup`
   * or an answer the page carries), and the language's texts download beside it.
   */
  readonly startup: Promise<ResponseOf<'startup'>>
  readonly i18n: I18n
  /** The site's catalogs (`createSiteCatalogs`), in any catalog table keyed by locale. */
  readonly catalogs: SiteCatalogs<string, string>
  /** The language to open in and the one whose texts stand in when its catalogs fail. */
  readonly language: { readonly code: LanguageCode; readonly fallback: LanguageCode }
  /** The page the theme is put on; none on a server, which writes the document itself. */
  readonly document?: Document
  /** Called with the answer before the theme loads, for work that can run beside its download. */
  readonly onStartup?: (startup: ResponseOf<'startup'>) => void
}

export type StartSiteOutcome<TLayout> = StartupOutcome<TLayout> & {
  /** The language the site opened in: the one asked for, or its fallback when that failed. */
  readonly language: LanguageCode
}

/**
 * Starts a site from its startup answer: the language's texts load beside the answer
 * and become active, the answer fills the store and picks the theme, whose code downloads, and a
 * ready site's theme goes on the page (body classes, the site's colour as CSS variables). What to
 * render for each outcome is the app's.
 */
export async function startSite<TLayout>(
  input: StartSiteInput<TLayout>,
): Promise<StartSiteOutcome<TLayout>> {
  const { i18n, language } = input
  const [startup, locale] = await Promise.all([
    input.startup,
    input.catalogs.start(localeOf(language.code), localeOf(language.fallback)),
  ])
  const code = codeFromLocale(locale) ?? 'EN'
  activateLanguage(i18n, code, input.document?.documentElement)
  input.onStartup?.(startup)
  const outcome = await applyStartup({ store: input.store, registry: input.registry }, startup)
  if (outcome.kind === 'ready' && input.document) putThemeOnPage(input.document, outcome.onPage)
  return { ...outcome, language: code }
}
