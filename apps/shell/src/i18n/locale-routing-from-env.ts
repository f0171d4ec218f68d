import { LocaleRouting } from '@parlor/contract'
import * as v from 'valibot'

const list = (value: string | undefined) =>
  value ? value.split(',').map((code) => code.trim().toUpperCase()) : undefined
const code = (value: string | undefined) => value?.trim().toUpperCase() || undefined

/**
 * The deployment's language routing, from the build's environment: VITE_LOCALE_STRATEGY
 * (no_prefix, prefix_except_default or prefix), VITE_DEFAULT_LANGUAGE, VITE_FALLBACK_LANGUAGE,
 * VITE_LANGUAGES (codes, comma separated) and VITE_ROOT_REDIRECT (a path). Unset, the defaults
 * of the schema apply; a wrong value stops the build (vite.config.ts parses the same values).
 */
export function localeRoutingFrom(values: Readonly<Record<string, string | undefined>>) {
  return v.parse(LocaleRouting, {
    strategy: values.VITE_LOCALE_STRATEGY?.trim() || undefined,
    defaultLanguage: code(values.VITE_DEFAULT_LANGUAGE),
    fallbackLanguage: code(values.VITE_FALLBACK_LANGUAGE),
    languages: list(values.VITE_LANGUAGES),
    rootRedirect: values.VITE_ROOT_REDIRECT?.trim() || undefined,
  })
}
