import type { ColorName } from '../theme/color-name.ts'
import type { Theme } from '../theme/define-theme.ts'

export interface BodyAttributes {
  readonly id: string | null
  readonly classes: readonly string[]
  /** Classes for the layout's main wrapper, for templates whose stylesheets expect them. */
  readonly mainWrapClasses: readonly string[]
}

/**
 * The body carries the colour's class, plus the id and extra classes some templates declare
 * (slot2, slot4, casino4, sportsbook1 and casino3).
 */
export function bodyAttributes(
  theme: Pick<Theme, 'body' | 'template'>,
  color: ColorName,
): BodyAttributes {
  return {
    id: theme.body?.id ?? null,
    classes: [color, theme.template, ...(theme.body?.classes ?? [])],
    mainWrapClasses: theme.body?.mainWrapClasses ?? [],
  }
}

/** The body attribute listing the classes a theme put there, which the next theme removes. */
export const bodyClassesMarker = 'data-parlor-classes'

/**
 * Writes the attributes onto the body, removing the classes a previous theme put there (a site
 * can switch theme without a reload in Storybook and in tests) and nothing else.
 */
export function applyBodyAttributes(body: HTMLElement, attributes: BodyAttributes): void {
  const previous = body.getAttribute(bodyClassesMarker)?.split(' ').filter(Boolean) ?? []
  body.classList.remove(...previous)
  body.classList.add(...attributes.classes)
  body.setAttribute(bodyClassesMarker, attributes.classes.join(' '))
  if (attributes.id) body.id = attributes.id
  else body.removeAttribute('id')
}
