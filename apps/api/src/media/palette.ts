/**
 * Colours of the generated artwork, and the WCAG 2 arithmetic that keeps its text readable.
 * Every background is dark and every text colour light, so one rule covers all artwork: text
 * reaches 4.5:1 (WCAG AA for normal text) against each background colour it is drawn on.
 */

export const minimumContrast = 4.5

/** A colour as `#rrggbb`. */
export type Hex = `#${string}`

export const white: Hex = '#ffffff'

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i)
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}

/** HSL (hue in degrees, saturation and lightness 0–1) to `#rrggbb`. */
export function hsl(hue: number, saturation: number, lightness: number): Hex {
  const h = (((hue % 360) + 360) % 360) / 30
  const a = saturation * Math.min(lightness, 1 - lightness)
  const part = (n: number) => {
    const k = (n + h) % 12
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${part(0)}${part(8)}${part(4)}`
}

/** The darkest that a hue at this saturation must be for white text to read on it. */
function darkEnough(hue: number, saturation: number, lightness: number): Hex {
  let l = lightness
  // Small margin above 4.5 so rounding to whole channel values never tips a colour under it.
  while (l > 0 && contrastRatio(white, hsl(hue, saturation, l)) < minimumContrast + 0.1) l -= 0.01
  return hsl(hue, saturation, Math.max(l, 0))
}

/** The lightest tint of a hue that still reads on every one of `backgrounds`. */
function readableTint(hue: number, backgrounds: readonly string[]): Hex {
  for (let l = 0.88; l < 1; l += 0.02) {
    const tint = hsl(hue, 0.7, l)
    if (backgrounds.every((bg) => contrastRatio(tint, bg) >= minimumContrast + 0.1)) return tint
  }
  return white
}

export interface ArtworkPalette {
  /** The two stops of the background gradient. */
  readonly from: Hex
  readonly to: Hex
  /** Light and saturated, for shapes: never under text. */
  readonly accent: Hex
  /** The main text. */
  readonly text: Hex
  /** Secondary text (a provider's name, a kicker): a tint of the hue, as readable as the text. */
  readonly muted: Hex
}

/**
 * A palette from a hash. Browsers interpolate a gradient per sRGB channel, and luminance is a
 * convex function of those channels, so no point between the stops is lighter than the lighter
 * stop: text that reads on both stops reads on the whole gradient.
 */
export function paletteFor(seed: number): ArtworkPalette {
  const hue = seed % 360
  const turn = 25 + ((seed >>> 9) % 50)
  const saturation = 0.55 + ((seed >>> 16) % 25) / 100
  return darkPalette(hue, turn, saturation, hsl(hue + 180 + turn / 2, 0.85, 0.66))
}

/**
 * A brand's palette from the colour its designer chose: the same dark gradient and readable
 * texts as every other artwork, with the brand's own accent for its mark.
 */
export function brandPalette(
  hue: number,
  saturation: number,
  accent: Hex,
  turn: number,
): ArtworkPalette {
  return darkPalette(hue, turn, saturation, accent)
}

function darkPalette(hue: number, turn: number, saturation: number, accent: Hex): ArtworkPalette {
  const from = darkEnough(hue, saturation, 0.36)
  const to = darkEnough(hue + turn, saturation, 0.22)
  return { from, to, accent, text: white, muted: readableTint(hue, [from, to]) }
}
