import type { DemoBrand } from '../sites/demo-brands.ts'
import { brandLook } from './brand-look.ts'
import { brandMark } from './brand-marks.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'
import { textLine } from './svg-text.ts'

/**
 * The demo sites' logos: logo1 is the header's wide logo, logo2 a compact one,
 * logo3 the mark alone, and `icon` the installed app's icon (and the tab's favicon).
 */
export const siteLogoVariants = ['1', '2', '3', 'icon'] as const
export type SiteLogoVariant = (typeof siteLogoVariants)[number]

interface WordmarkBox {
  /** Centre of the text column. */
  readonly x: number
  readonly width: number
  readonly mainSize: number
  readonly mainY: number
  readonly secondSize: number
  readonly secondY: number
}

/** The brand's name in two lines: the big word, then the rest, spaced out, in the tint. */
function wordmark(brand: DemoBrand, box: WordmarkBox): string {
  const { palette, letters } = brandLook(brand)
  const [main, second] = brand.wordmark
  return (
    textLine(main, {
      x: box.x,
      y: box.mainY,
      fontSize: box.mainSize,
      fill: palette.text,
      weight: 800,
      maxWidth: box.width,
      ...letters,
    }) +
    textLine(second, {
      x: box.x,
      y: box.secondY,
      fontSize: box.secondSize,
      fill: palette.muted,
      weight: 700,
      letterSpacing: Math.round(box.secondSize * 0.35),
      maxWidth: box.width,
      ...letters,
    })
  )
}

/**
 * A brand's logo. Text never sits on the mark, so its contrast is measured against the gradient
 * alone; the icon has no text at all, because at favicon size only the shape survives.
 */
export function renderSiteLogo(brand: DemoBrand, variant: SiteLogoVariant): string {
  const { palette, mark } = brandLook(brand)
  const background = (width: number, height: number, radius: number) =>
    gradientBackground(width, height, palette.from, palette.to, radius)
  switch (variant) {
    case '1':
      return svgDocument(
        360,
        96,
        brand.name,
        background(360, 96, 18) +
          brandMark(brand.mark, mark, 54, 48, 68) +
          wordmark(brand, {
            x: 222,
            width: 236,
            mainSize: 36,
            mainY: 52,
            secondSize: 16,
            secondY: 78,
          }),
      )
    case '2':
      return svgDocument(
        240,
        96,
        brand.name,
        background(240, 96, 18) +
          brandMark(brand.mark, mark, 42, 48, 56) +
          wordmark(brand, {
            x: 156,
            width: 150,
            mainSize: 26,
            mainY: 50,
            secondSize: 13,
            secondY: 72,
          }),
      )
    case '3':
      return svgDocument(
        96,
        96,
        brand.name,
        background(96, 96, 20) + brandMark(brand.mark, mark, 48, 48, 70),
      )
    case 'icon':
      return svgDocument(
        512,
        512,
        brand.name,
        background(512, 512, 96) +
          // Black only darkens: a halo that sets the mark off without a colour of its own.
          `<circle cx="256" cy="256" r="200" fill="#000000" fill-opacity="0.18"/>` +
          brandMark(brand.mark, mark, 256, 256, 320),
      )
  }
}
