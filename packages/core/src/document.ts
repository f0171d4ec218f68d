/**
 * What a server needs of core to prepare a site's first document by the site's own rules: the
 * visitor's language, the site's theme by its code, the page's SEO tags, the theme's body marker
 * and colour variables, the visitor's device and the width to render it for. Pure rules only:
 * importing this entry loads none of the browser's libraries (jotai, the sanitiser with its
 * jsdom) that `@parlor/core` brings, which cost a server half a second of start-up and a hundred
 * megabytes; only the user agent parsers (bowser and isbot), a few kilobytes.
 */
export { announcementClosedCookie } from './cookies/announcement-closed.ts'
export { clientDomainCookie } from './cookies/client-domain.ts'
export type { DeviceInfo } from './device/device-info.ts'
export { detectDevice } from './device/device-info.ts'
export { deviceReadingOf } from './device/device-reading.ts'
export { firstViewportOf } from './device/first-viewport.ts'
export { languageCookie } from './i18n/language-choice.ts'
export { localeOf } from './i18n/language-codes.ts'
export type { EntryLanguage, EntryLanguageInput } from './i18n/locale-routing.ts'
export { entryLanguage, splitLocalePrefix } from './i18n/locale-routing.ts'
export type { SeoMeta, SeoTags } from './seo/seo-tags.ts'
export { seoTags } from './seo/seo-tags.ts'
export { bodyClassesMarker } from './startup/body-attributes.ts'
export type { ColorName } from './theme/color-name.ts'
export { themeVariablesRule } from './theme/theme-on-page.ts'
export type { ThemeRegistry, ThemeRegistryEntry } from './theme/theme-registry.ts'
export { findTemplate } from './theme/theme-registry.ts'
