import { applyBodyAttributes, bodyAttributes, type ColorName, type Theme } from '@parlor/core'

const shadeCount = 5

/** The colour a story wears: the one asked for when the theme allows it, else the theme's first. */
export function stageColour(theme: Pick<Theme, 'colors'>, wanted: unknown): ColorName {
  const allowed = Object.keys(theme.colors) as ColorName[]
  const chosen = allowed.find((name) => name === wanted) ?? allowed[0]
  if (!chosen) throw new Error('a theme allows at least two colours')
  return chosen
}

/**
 * Dresses the document as the shell does for a site: the colour's five shades as `--pk-shade-N`
 * on the root element, the colour and template classes (and the theme's body id) on the body.
 * With no theme, both go, and the kit's own tokens show. Switching theme leaves nothing of the
 * previous one: its stylesheet stays loaded, but every rule in it is scoped by its body class.
 */
export function applyStage(theme: Theme<unknown> | null, colour: ColorName | null): void {
  const root = document.documentElement
  const shades = theme && colour ? theme.colors[colour] : undefined
  for (let index = 0; index < shadeCount; index++) {
    const shade = shades?.[index]
    if (shade) root.style.setProperty(`--pk-shade-${index + 1}`, shade)
    else root.style.removeProperty(`--pk-shade-${index + 1}`)
  }
  applyBodyAttributes(
    document.body,
    theme && colour
      ? bodyAttributes(theme, colour)
      : { id: null, classes: [], mainWrapClasses: [] },
  )
}

/** What the preview's loader hands every story: the theme module it loaded and the colour. */
export interface StoryStage<TLayout = unknown> {
  readonly theme: Theme<TLayout> | null
  readonly colour: ColorName | null
}
