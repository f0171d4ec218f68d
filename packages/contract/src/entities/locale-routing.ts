import * as v from 'valibot'
import { LanguageCode, languageCodes } from './language.ts'

/**
 * How a path shows its language: never, on every language but the default, or always.
 * The prefix is the language's locale (`/ru/slots`, `/fil/slots`), as `hreflang` writes it.
 */
export const localeStrategies = ['no_prefix', 'prefix_except_default', 'prefix'] as const
export const LocaleStrategy = v.picklist(localeStrategies, 'localeStrategyUnknown')
export type LocaleStrategy = v.InferOutput<typeof LocaleStrategy>

/** A site path: a slash, then no scheme, host or second slash that would leave the site. */
const SitePath = v.pipe(v.string(), v.regex(/^\/(?!\/)[^\s?#]*$/, 'sitePathInvalid'))

/**
 * The site's language routing, from the deployment's configuration: the strategy,
 * the default language (the last word of the language choice and the one without a prefix), the
 * fallback the choice tries before it and whose texts stand in when a catalog fails, the
 * languages the switcher offers, and an optional page the bare root redirects to.
 */
export const LocaleRouting = v.pipe(
  v.object({
    strategy: v.optional(LocaleStrategy, 'prefix_except_default'),
    defaultLanguage: v.optional(LanguageCode, 'EN'),
    fallbackLanguage: v.optional(LanguageCode, 'EN'),
    languages: v.optional(v.pipe(v.array(LanguageCode), v.minLength(1, 'languagesEmpty')), () => [
      ...languageCodes,
    ]),
    rootRedirect: v.optional(SitePath),
  }),
  v.check(
    (routing) => routing.languages.includes(routing.defaultLanguage),
    'defaultLanguageNotOffered',
  ),
  v.check((routing) => routing.rootRedirect !== '/', 'rootRedirectToRoot'),
)
export type LocaleRouting = v.InferOutput<typeof LocaleRouting>
export type LocaleRoutingInput = v.InferInput<typeof LocaleRouting>
