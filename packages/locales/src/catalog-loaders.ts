import type { Messages } from '@lingui/core'

/**
 * The catalog domains, one file each per language, so a page downloads the texts
 * it shows and no more (lingui.config.ts says which code goes in which).
 */
export const catalogDomains = [
  'ui',
  'errors',
  'validation',
  'messages',
  'sports',
  'content',
] as const
export type CatalogDomain = (typeof catalogDomains)[number]

/** The locales of the eleven language codes (contract's `localeByCode`). */
export type CatalogLocale =
  | 'en'
  | 'fil'
  | 'zh'
  | 'es'
  | 'ru'
  | 'vi'
  | 'ms'
  | 'ne'
  | 'my'
  | 'mn'
  | 'id'

type CatalogLoader = () => Promise<{ readonly messages: Messages }>

/**
 * Every compiled catalog behind its own dynamic import, written out so that any bundler splits
 * each into a file of its own that downloads only when asked for.
 */
export const catalogLoaders: Readonly<
  Record<CatalogLocale, Readonly<Record<CatalogDomain, CatalogLoader>>>
> = {
  en: {
    ui: () => import('./en/ui.ts'),
    errors: () => import('./en/errors.ts'),
    validation: () => import('./en/validation.ts'),
    messages: () => import('./en/messages.ts'),
    sports: () => import('./en/sports.ts'),
    content: () => import('./en/content.ts'),
  },
  fil: {
    ui: () => import('./fil/ui.ts'),
    errors: () => import('./fil/errors.ts'),
    validation: () => import('./fil/validation.ts'),
    messages: () => import('./fil/messages.ts'),
    sports: () => import('./fil/sports.ts'),
    content: () => import('./fil/content.ts'),
  },
  zh: {
    ui: () => import('./zh/ui.ts'),
    errors: () => import('./zh/errors.ts'),
    validation: () => import('./zh/validation.ts'),
    messages: () => import('./zh/messages.ts'),
    sports: () => import('./zh/sports.ts'),
    content: () => import('./zh/content.ts'),
  },
  es: {
    ui: () => import('./es/ui.ts'),
    errors: () => import('./es/errors.ts'),
    validation: () => import('./es/validation.ts'),
    messages: () => import('./es/messages.ts'),
    sports: () => import('./es/sports.ts'),
    content: () => import('./es/content.ts'),
  },
  ru: {
    ui: () => import('./ru/ui.ts'),
    errors: () => import('./ru/errors.ts'),
    validation: () => import('./ru/validation.ts'),
    messages: () => import('./ru/messages.ts'),
    sports: () => import('./ru/sports.ts'),
    content: () => import('./ru/content.ts'),
  },
  vi: {
    ui: () => import('./vi/ui.ts'),
    errors: () => import('./vi/errors.ts'),
    validation: () => import('./vi/validation.ts'),
    messages: () => import('./vi/messages.ts'),
    sports: () => import('./vi/sports.ts'),
    content: () => import('./vi/content.ts'),
  },
  ms: {
    ui: () => import('./ms/ui.ts'),
    errors: () => import('./ms/errors.ts'),
    validation: () => import('./ms/validation.ts'),
    messages: () => import('./ms/messages.ts'),
    sports: () => import('./ms/sports.ts'),
    content: () => import('./ms/content.ts'),
  },
  ne: {
    ui: () => import('./ne/ui.ts'),
    errors: () => import('./ne/errors.ts'),
    validation: () => import('./ne/validation.ts'),
    messages: () => import('./ne/messages.ts'),
    sports: () => import('./ne/sports.ts'),
    content: () => import('./ne/content.ts'),
  },
  my: {
    ui: () => import('./my/ui.ts'),
    errors: () => import('./my/errors.ts'),
    validation: () => import('./my/validation.ts'),
    messages: () => import('./my/messages.ts'),
    sports: () => import('./my/sports.ts'),
    content: () => import('./my/content.ts'),
  },
  mn: {
    ui: () => import('./mn/ui.ts'),
    errors: () => import('./mn/errors.ts'),
    validation: () => import('./mn/validation.ts'),
    messages: () => import('./mn/messages.ts'),
    sports: () => import('./mn/sports.ts'),
    content: () => import('./mn/content.ts'),
  },
  id: {
    ui: () => import('./id/ui.ts'),
    errors: () => import('./id/errors.ts'),
    validation: () => import('./id/validation.ts'),
    messages: () => import('./id/messages.ts'),
    sports: () => import('./id/sports.ts'),
    content: () => import('./id/content.ts'),
  },
}
