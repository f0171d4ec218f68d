import { type ColorName, isTemplateName, type TemplateName, type Theme } from '@parlor/core'
import type { ThemeLayout } from '../packages/ui-kit/src/layout/layout-props.ts'
import {
  applyStage,
  type StoryStage,
  stageColour,
} from '../packages/ui-kit/src/stories/story-stage.ts'

type ThemeModule = { default: Theme<ThemeLayout> }

// Each theme package's module behind its own dynamic import, as the shell's registry has them:
// a story downloads only the theme it shows, its stylesheet with it.
const modules = import.meta.glob<ThemeModule>('../themes/*/src/index.ts')

function loadTheme(template: TemplateName): Promise<Theme<ThemeLayout>> {
  const load = modules[`../themes/${template}/src/index.ts`]
  if (!load) throw new Error(`no theme package for ${template}`)
  return load().then((module) => module.default)
}

/**
 * The theme and colour the toolbar (or a theme story's meta) chose, loaded and put on the
 * document. `none` is the kit's own tokens. A colour the theme does not allow gives way to the
 * theme's first, as the colour tool then shows.
 */
export async function stageFor(globals: {
  theme?: unknown
  colour?: unknown
}): Promise<StoryStage<ThemeLayout>> {
  const wanted = typeof globals.theme === 'string' ? globals.theme : ''
  const theme = isTemplateName(wanted) ? await loadTheme(wanted) : null
  const colour: ColorName | null = theme ? stageColour(theme, globals.colour) : null
  applyStage(theme, colour)
  return { theme, colour }
}
