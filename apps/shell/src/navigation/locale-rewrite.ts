import type { LanguageCode, LocaleRouting } from '@parlor/contract'
import { localizePath, splitLocalePrefix } from '@parlor/core'
import type { LocationRewrite } from '@tanstack/react-router'

/**
 * The language prefix between the address bar and the routes: the router matches
 * `/ru/slots` as `/slots`, and every link and navigation it writes gains the active language's
 * prefix, so no page or link knows about languages. None without a prefix strategy.
 */
export function localeRewrite(
  routing: LocaleRouting,
  activeLanguage: () => LanguageCode,
): LocationRewrite | undefined {
  if (routing.strategy === 'no_prefix') return undefined
  return {
    input: ({ url }) => {
      url.pathname = splitLocalePrefix(url.pathname, routing).path
      return url
    },
    output: ({ url }) => {
      url.pathname = localizePath(url.pathname, activeLanguage(), routing)
      return url
    },
  }
}
