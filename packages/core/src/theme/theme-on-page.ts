import {
  applyBodyAttributes,
  type BodyAttributes,
  bodyAttributes,
} from '../startup/body-attributes.ts'
import type { ColorName } from './color-name.ts'
import type { Theme } from './define-theme.ts'

/** The colour variables every kit component reads: a theme colour's five shades, lightest first. */
export const shadeVariables = [
  '--pk-shade-1',
  '--pk-shade-2',
  '--pk-shade-3',
  '--pk-shade-4',
  '--pk-shade-5',
] as const

export type ShadeVariable = (typeof shadeVariables)[number]

/**
 * A theme in one of its colours, as a page wears it: the body's classes and id, and the colour's
 * variables on the root element. The shell, Storybook and the platform server's first document
 * all dress a page from this one value, so a theme looks the same wherever it is shown.
 */
export interface ThemeOnPage {
  readonly body: BodyAttributes
  readonly variables: Readonly<Record<ShadeVariable, string>>
}

/** What `theme` in `color` puts on a page. Throws for a colour the theme does not allow. */
export function themeOnPage(
  theme: Pick<Theme, 'template' | 'body' | 'colors'>,
  color: ColorName,
): ThemeOnPage {
  const shades = theme.colors[color]
  if (!shades) throw new Error(`${theme.template} does not allow the colour ${color}`)
  return {
    body: bodyAttributes(theme, color),
    variables: Object.fromEntries(
      shadeVariables.map((name, index) => [name, shades[index]]),
    ) as Record<ShadeVariable, string>,
  }
}

/**
 * Dresses `document` in a theme, or undresses it (`null`): nothing of the previous theme stays,
 * neither its body classes nor its colours, so a page can change theme without a reload (in
 * Storybook and in tests). Classes the page had before any theme are kept.
 */
export function putThemeOnPage(document: Document, theme: ThemeOnPage | null): void {
  const root = document.documentElement
  for (const name of shadeVariables) {
    const value = theme?.variables[name]
    if (value) root.style.setProperty(name, value)
    else root.style.removeProperty(name)
  }
  applyBodyAttributes(document.body, theme?.body ?? { id: null, classes: [], mainWrapClasses: [] })
}

const cssColour = /^#[0-9a-f]{6}$/i

/**
 * The colour variables as a rule for the root element, for a document written on the server (a
 * Content-Security-Policy without inline style attributes takes a stylesheet, not a `style`).
 * Only `#rrggbb` values are written, so nothing can leave the rule.
 */
export function themeVariablesRule(variables: Readonly<Record<string, string>>): string {
  const declarations = shadeVariables.flatMap((name) => {
    const value = variables[name]
    return value && cssColour.test(value) ? [`${name}:${value}`] : []
  })
  return `:root{${declarations.join(';')}}`
}
