import type { ColorName } from './color-name.ts'
import type { Theme } from './define-theme.ts'
import type { TemplateName } from './template-name.ts'

/**
 * What the shell knows about a theme before downloading it: the codes that select it, the
 * colours it allows, and how to load it. Keeping this small and eager is what lets startup
 * validate a site's theme without fetching every theme's code.
 */
export interface ThemeRegistryEntry<TLayout = unknown> {
  readonly codes: readonly string[]
  readonly colors: readonly ColorName[]
  readonly load: () => Promise<Theme<TLayout>>
}

export type ThemeRegistry<TLayout = unknown> = Readonly<
  Record<TemplateName, ThemeRegistryEntry<TLayout>>
>

export const themeErrors = {
  invalidCode: 'Invalid theme code',
  invalidColor: 'Invalid theme color',
} as const

export type ThemeResolution<TLayout = unknown> =
  | {
      readonly ok: true
      readonly template: TemplateName
      readonly color: ColorName
      readonly entry: ThemeRegistryEntry<TLayout>
    }
  | { readonly ok: false; readonly message: (typeof themeErrors)[keyof typeof themeErrors] }

/** `theme_code` or template name → template (spec §4: "Theme code must be a known template code"). */
export function findTemplate(registry: ThemeRegistry<unknown>, code: string): TemplateName | null {
  const wanted = code.trim().toLowerCase()
  for (const [template, entry] of Object.entries(registry) as [
    TemplateName,
    ThemeRegistryEntry<unknown>,
  ][]) {
    if (template === wanted || entry.codes.some((c) => c.toLowerCase() === wanted)) return template
  }
  return null
}

export function isColorAllowed(entry: ThemeRegistryEntry<unknown>, color: string): boolean {
  return (entry.colors as readonly string[]).includes(color.trim().toLowerCase())
}

/** Validates a site's theme code and colour with the exact messages of spec §4. */
export function resolveSiteTheme<TLayout>(
  registry: ThemeRegistry<TLayout>,
  themeCode: string,
  themeColor: string,
): ThemeResolution<TLayout> {
  const template = findTemplate(registry, themeCode)
  if (!template) return { ok: false, message: themeErrors.invalidCode }
  const entry = registry[template]
  if (!isColorAllowed(entry, themeColor)) return { ok: false, message: themeErrors.invalidColor }
  return { ok: true, template, color: themeColor.trim().toLowerCase() as ColorName, entry }
}
