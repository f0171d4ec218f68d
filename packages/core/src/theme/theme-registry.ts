import * as v from 'valibot'
import type { ColorName } from './color-name.ts'
import type { Theme } from './define-theme.ts'
import type { TemplateName } from './template-name.ts'
import { ThemeManifest } from './theme-manifest.ts'

/**
 * What the shell knows about a theme before downloading it: the codes that select it, the
 * colours it allows, and how to load it. Keeping this small and eager is what lets startup
 * validate a site's theme without fetching every theme's code.
 */
export interface ThemeRegistryEntry<TLayout = unknown> {
  /** The manifest's name for people, when it gives one. */
  readonly title?: string
  readonly codes: readonly string[]
  readonly colors: readonly ColorName[]
  readonly load: () => Promise<Theme<TLayout>>
}

/** The themes an app was built with, by name. */
export type ThemeRegistry<TLayout = unknown> = Readonly<
  Record<TemplateName, ThemeRegistryEntry<TLayout>>
>

/** A theme package as an app finds it: its manifest, and its code behind a dynamic import. */
export interface ThemePackage<TLayout = unknown> {
  readonly manifest: unknown
  readonly load: () => Promise<{ readonly default: Theme<TLayout> }>
}

/**
 * The registry of the theme packages an app found (the shell's build reads its dependencies;
 * Storybook, the repository's theme folders). Each manifest is checked, and two themes may share
 * neither a name nor a code, so a site's theme code always means one theme. Throws, naming the
 * theme, on the first problem.
 */
export function registryOf<TLayout>(
  packages: readonly ThemePackage<TLayout>[],
): ThemeRegistry<TLayout> {
  const registry: Record<TemplateName, ThemeRegistryEntry<TLayout>> = {}
  const claimed = new Map<string, TemplateName>()
  for (const found of packages) {
    const parsed = v.safeParse(ThemeManifest, found.manifest)
    if (!parsed.success) {
      const named = (found.manifest as { template?: unknown } | null)?.template
      throw new Error(
        `The theme manifest of ${String(named ?? 'a theme package')} is not valid: ${parsed.issues
          .map((issue) => issue.message)
          .join('; ')}`,
      )
    }
    const { template, title, codes, colorNames } = parsed.output
    if (template in registry) throw new Error(`Two theme packages are named ${template}`)
    // A theme may answer to its own name as a code (`pnpm new-theme` makes one so).
    for (const key of new Set([template, ...codes].map((name) => name.toLowerCase()))) {
      const owner = claimed.get(key)
      if (owner !== undefined) {
        throw new Error(`${template} and ${owner} both answer to the theme code ${key}`)
      }
      claimed.set(key, template)
    }
    registry[template] = {
      ...(title ? { title } : {}),
      codes,
      colors: colorNames,
      load: () => found.load().then((module) => module.default),
    }
  }
  return registry
}

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

/** `theme_code` or template name → template ("Theme code must be a known template code"). */
export function findTemplate(registry: ThemeRegistry<unknown>, code: string): TemplateName | null {
  const wanted = code.trim().toLowerCase()
  for (const [template, entry] of Object.entries(registry)) {
    if (template === wanted || entry.codes.some((c) => c.toLowerCase() === wanted)) return template
  }
  return null
}

export function isColorAllowed(entry: ThemeRegistryEntry<unknown>, color: string): boolean {
  return (entry.colors as readonly string[]).includes(color.trim().toLowerCase())
}

/** Validates a site's theme code and colour with the exact messages the specification gives. */
export function resolveSiteTheme<TLayout>(
  registry: ThemeRegistry<TLayout>,
  themeCode: string,
  themeColor: string,
): ThemeResolution<TLayout> {
  const template = findTemplate(registry, themeCode)
  const entry = template === null ? undefined : registry[template]
  if (template === null || !entry) return { ok: false, message: themeErrors.invalidCode }
  if (!isColorAllowed(entry, themeColor)) return { ok: false, message: themeErrors.invalidColor }
  return { ok: true, template, color: themeColor.trim().toLowerCase() as ColorName, entry }
}
