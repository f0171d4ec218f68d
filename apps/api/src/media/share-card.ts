import type { DemoBrand } from '../sites/demo-brands.ts'
import { brandLook } from './brand-look.ts'
import { brandMark } from './brand-marks.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'
import { textLine } from './svg-text.ts'

const width = 1200
const height = 630

/**
 * A site's share image (og:image, 1200×630, what a link preview shows): the brand's mark large
 * on the left, its name and its address on the right. The address is the only other text,
 * because the card serves every language of the site and a name and a domain need no translating.
 */
export function renderShareCard(brand: DemoBrand, domain: string): string {
  const { palette, mark, letters } = brandLook(brand)
  const [main, second] = brand.wordmark
  const textX = 845
  const textWidth = 540
  // Faint repeats of the mark along the edge: black, so they only ever darken the gradient.
  const echoes = [
    [1130, 70, 90],
    [1160, 560, 120],
    [60, 590, 80],
  ]
    .map(([x = 0, y = 0, size = 0]) =>
      brandMark(brand.mark, { accent: '#000000', ink: '#000000', light: '#000000' }, x, y, size),
    )
    .map((shape) => `<g opacity="0.18">${shape}</g>`)
    .join('')
  const body =
    gradientBackground(width, height, palette.from, palette.to) +
    echoes +
    `<circle cx="320" cy="315" r="215" fill="#000000" fill-opacity="0.2"/>` +
    brandMark(brand.mark, mark, 320, 315, 300) +
    textLine(main, {
      x: textX,
      y: 300,
      fontSize: 96,
      fill: palette.text,
      weight: 800,
      maxWidth: textWidth,
      ...letters,
    }) +
    textLine(second, {
      x: textX,
      y: 370,
      fontSize: 44,
      fill: palette.muted,
      weight: 700,
      letterSpacing: 14,
      maxWidth: textWidth,
      ...letters,
    }) +
    `<rect x="${textX - 60}" y="410" width="120" height="6" rx="3" fill="${palette.accent}"/>` +
    textLine(domain, {
      x: textX,
      y: 480,
      fontSize: 30,
      fill: palette.muted,
      weight: 600,
      letterSpacing: 2,
      maxWidth: textWidth,
    })
  return svgDocument(width, height, brand.name, body)
}
