import type { LocaleRouting } from '@parlor/contract'

declare const __PARLOR_LOCALE_ROUTING__: LocaleRouting

/**
 * The deployment's language routing, parsed and checked from the build's environment
 * when the site is built (vite/locale-routing-check.ts, `localeRoutingFrom`), so the page carries
 * the settled values and no schema.
 */
export const localeRouting: LocaleRouting = __PARLOR_LOCALE_ROUTING__
