import type { LocaleRouting } from '@parlor/contract'
import { localeRoutingFrom } from './locale-routing-from-env.ts'

const env = import.meta.env

/** The deployment's language routing, read from the build's environment (see localeRoutingFrom). */
export const localeRouting: LocaleRouting = localeRoutingFrom({
  VITE_LOCALE_STRATEGY: env.VITE_LOCALE_STRATEGY,
  VITE_DEFAULT_LANGUAGE: env.VITE_DEFAULT_LANGUAGE,
  VITE_FALLBACK_LANGUAGE: env.VITE_FALLBACK_LANGUAGE,
  VITE_LANGUAGES: env.VITE_LANGUAGES,
  VITE_ROOT_REDIRECT: env.VITE_ROOT_REDIRECT,
})
