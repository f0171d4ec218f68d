import { type ColorName, registryOf, type Theme, type ThemeManifest } from '@parlor/core'
import { applyStage, type StoryStage, stageColour } from '@parlor/story-stage/story-stage'
import type { ThemeLayout } from '../packages/ui-kit/src/layout/layout-props.ts'

type ThemeModule = { default: Theme<ThemeLayout> }

// The repository's theme packages, found by their folders: each one's manifest at once, its code
// behind its own dynamic import as the shell's registry has it, so a story downloads only the
// theme it shows, its stylesheet with it. A new theme folder shows up with nothing to list.
const manifests = import.meta.glob<ThemeManifest>('../themes/*/src/manifest.ts', {
  eager: true,
  import: 'manifest',
})
const modules = import.meta.glob<ThemeModule>('../themes/*/src/index.ts')

/** Every theme Storybook shows, checked as the shell checks its own (core's `registryOf`). */
export const storyThemes = registryOf<ThemeLayout>(
  Object.entries(manifests).map(([path, manifest]) => {
    const load = modules[path.replace(/manifest\.ts$/, 'index.ts')]
    if (!load) throw new Error(`${path} has no index.ts beside it`)
    return { manifest, load }
  }),
)

/** The themes' names in reading order: template2 before template10. */
export const storyThemeNames = Object.keys(storyThemes).sort((a, b) =>
  a.localeCompare(b, 'en', { numeric: true }),
)

/** The family a specification's theme code names: `slot3` is a slot lobby. */
const families = { slot: 'Slot', casino: 'Casino', sportsbook: 'Sportsbook' } as const

/**
 * How the toolbar names a theme: its family, its title and its name (`Slot · Gold rush
 * (template1)`), as much of it as the manifest tells.
 */
export function storyThemeLabel(name: string): string {
  const entry = storyThemes[name]
  const family = Object.entries(families).find(([prefix]) =>
    entry?.codes.some((code) => new RegExp(`^${prefix}\\d+$`).test(code)),
  )?.[1]
  const title = [family, entry?.title].filter(Boolean).join(' · ')
  return title ? `${title} (${name})` : name
}

/**
 * The theme a story wears: the toolbar's choice, else (`none`) the story's own, which a theme's
 * story names in its meta's `parameters.theme` and a kit story does not (the kit's own tokens).
 * The story's own is a parameter rather than a story global because Storybook locks the toolbar
 * of a global a story sets, and a designer compares themes on a theme's story too.
 */
export function storyThemeName(chosen: unknown, own: unknown): string | undefined {
  if (typeof chosen === 'string' && chosen !== 'none' && chosen in storyThemes) return chosen
  return typeof own === 'string' && own in storyThemes ? own : undefined
}

/**
 * The theme and colour the toolbar or the story chose (`storyThemeName`), loaded and put on the
 * document. A colour the theme does not allow gives way to the theme's first, as the colour tool
 * then shows.
 */
export async function stageFor(
  globals: { theme?: unknown; colour?: unknown },
  ownTheme?: unknown,
): Promise<StoryStage<ThemeLayout>> {
  const name = storyThemeName(globals.theme, ownTheme)
  const entry = name ? storyThemes[name] : undefined
  const theme = entry ? await entry.load() : null
  const colour: ColorName | null = theme ? stageColour(theme, globals.colour) : null
  applyStage(theme, colour)
  return { theme, colour }
}
