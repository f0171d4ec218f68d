import { type ColorName, putThemeOnPage, type Theme, themeOnPage } from '@parlor/core'

/** The colour a story wears: the one asked for when the theme allows it, else the theme's first. */
export function stageColour(theme: Pick<Theme, 'colors'>, wanted: unknown): ColorName {
  const allowed = Object.keys(theme.colors) as ColorName[]
  const chosen = allowed.find((name) => name === wanted) ?? allowed[0]
  if (!chosen) throw new Error('a theme allows at least two colours')
  return chosen
}

/**
 * Dresses the document as the shell does for a site (core's `putThemeOnPage`); with no theme it
 * undresses it, and the kit's own tokens show. The previous theme's stylesheet stays loaded, but
 * every rule in it is scoped by its body class.
 */
export function applyStage(theme: Theme<unknown> | null, colour: ColorName | null): void {
  putThemeOnPage(document, theme && colour ? themeOnPage(theme, colour) : null)
}

/** What the preview's loader hands every story: the theme module it loaded and the colour. */
export interface StoryStage<TLayout = unknown> {
  readonly theme: Theme<TLayout> | null
  readonly colour: ColorName | null
}
