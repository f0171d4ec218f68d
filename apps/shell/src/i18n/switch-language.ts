import type { LanguageCode } from '@parlor/contract'
import { localeOf, localizePath, splitLocalePrefix } from '@parlor/core'
import type { AppRouter } from '../router/router.tsx'
import { activateLanguage, loadLanguageFont, rememberLanguage } from './active-language.ts'
import { type CatalogLocale, loadLanguage } from './catalogs.ts'
import { localeRouting } from './locale-routing-config.ts'

/**
 * Shows the site in another language: its texts load first, so nothing paints half in
 * one language and half in another; then it becomes active, the cookie remembers it, and the
 * address takes its prefix while keeping the page, the query and the hash. Rejects, changing
 * nothing, when the texts cannot load.
 */
export async function switchLanguage(
  code: LanguageCode,
  router: Pick<AppRouter, 'history'>,
): Promise<void> {
  await Promise.all([loadLanguage(localeOf(code) as CatalogLocale), loadLanguageFont(code)])
  activateLanguage(code)
  rememberLanguage(code)
  const { pathname, search, hash } = window.location
  const path = splitLocalePrefix(pathname, localeRouting).path
  const href = `${localizePath(path, code, localeRouting)}${search}${hash}`
  if (href !== `${pathname}${search}${hash}`) {
    router.history.replace(href, router.history.location.state)
  }
}
