/**
 * The shared colour vocabulary. A theme picks its allowed colours from this list,
 * so `site.theme_color` means the same hue on every template.
 */
export const colorNames = [
  'gold',
  'red',
  'blue',
  'green',
  'purple',
  'black',
  'orange',
  'teal',
  'pink',
  'navy',
  'emerald',
  'crimson',
] as const

export type ColorName = (typeof colorNames)[number]

export function isColorName(value: string): value is ColorName {
  return (colorNames as readonly string[]).includes(value)
}
