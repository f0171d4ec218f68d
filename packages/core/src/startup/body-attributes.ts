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
 * can switch theme without a reload in Storybook and in tests) and nothing else. Only what
 * differs is touched: the server's first document arrives dressed, and even a class removed and
 * added back, or an id written again, makes the browser restyle every element a theme's rules
 * reach (360 elements of a demo home page, 20–25 ms at 4× CPU slowdown).
 */
export function applyBodyAttributes(body: HTMLElement, attributes: BodyAttributes): void {
  const wanted = new Set(attributes.classes)
  const previous = body.getAttribute(bodyClassesMarker)?.split(' ').filter(Boolean) ?? []
  const leaving = previous.filter((name) => !wanted.has(name))
  const arriving = attributes.classes.filter((name) => !body.classList.contains(name))
  if (leaving.length > 0) body.classList.remove(...leaving)
  if (arriving.length > 0) body.classList.add(...arriving)
  const marker = attributes.classes.join(' ')
  if (body.getAttribute(bodyClassesMarker) !== marker) body.setAttribute(bodyClassesMarker, marker)
  if (!attributes.id) body.removeAttribute('id')
  else if (body.id !== attributes.id) body.id = attributes.id
}
