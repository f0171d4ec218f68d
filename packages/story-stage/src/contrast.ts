/** A colour as 8-bit sRGB channels and an alpha from 0 to 1, as a canvas reads it back. */
export interface Rgba {
  readonly r: number
  readonly g: number
  readonly b: number
  readonly a: number
}

/** WCAG 2.x AA for body text (success criterion 1.4.3). */
export const minimumTextContrast = 4.5

/** The WCAG 2.x relative luminance of an opaque sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** A translucent colour painted over an opaque one: what the eye gets. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a)
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 }
}

/**
 * The WCAG contrast ratio of a text colour on a background, 1 to 21. A translucent text colour is
 * first painted over its background, as the browser does; the background must already be opaque.
 */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const shown = text.a < 1 ? composite(text, background) : text
  const [lighter, darker] = [relativeLuminance(shown), relativeLuminance(background)].sort(
    (x, y) => y - x,
  ) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** The theme variables a contrast table reads: four text colours and three backgrounds. */
export const contrastTexts = [
  '--pk-text',
  '--pk-text-muted',
  '--pk-link',
  '--pk-on-accent',
] as const
export const contrastBackgrounds = ['--pk-surface', '--pk-surface-raised', '--pk-accent'] as const

export type ContrastVariable = (typeof contrastTexts)[number] | (typeof contrastBackgrounds)[number]

type ContrastText = (typeof contrastTexts)[number]
type ContrastBackground = (typeof contrastBackgrounds)[number]

/**
 * The pairs the kit paints: body, muted and link text on both surfaces, and the accent's own
 * text on the accent. Other pairs never meet on a page, so a low ratio there is no fault.
 */
export const contrastPairs: readonly (readonly [ContrastText, ContrastBackground])[] = [
  ['--pk-text', '--pk-surface'],
  ['--pk-text', '--pk-surface-raised'],
  ['--pk-text-muted', '--pk-surface'],
  ['--pk-text-muted', '--pk-surface-raised'],
  ['--pk-link', '--pk-surface'],
  ['--pk-link', '--pk-surface-raised'],
  ['--pk-on-accent', '--pk-accent'],
]

export interface ContrastRow {
  readonly text: ContrastText
  readonly background: ContrastBackground
  /** Rounded down to two decimals, so a pass is never shown for a ratio that rounds up to 4.5. */
  readonly ratio: number
  readonly passes: boolean
}

/**
 * Each pair the kit paints, from the colours a theme resolves to. A translucent background is
 * first painted over the surface (or, for the surface itself, over white, the page behind it).
 */
export function contrastRows(colours: Readonly<Record<ContrastVariable, Rgba>>): ContrastRow[] {
  const white: Rgba = { r: 255, g: 255, b: 255, a: 1 }
  const surface = composite(colours['--pk-surface'], white)
  return contrastPairs.map(([text, background]) => {
    const ground = background === '--pk-surface' ? surface : composite(colours[background], surface)
    const exact = contrastRatio(colours[text], ground)
    return {
      text,
      background,
      ratio: Math.floor(exact * 100) / 100,
      passes: exact >= minimumTextContrast,
    }
  })
}
