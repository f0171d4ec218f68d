import { hashString } from '../demo-data/seeded-random.ts'
import { paletteFor } from './palette.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'
import { textBlock, wrapText } from './svg-text.ts'

const width = 240
const height = 96

/** A game provider's wordmark for the partners widget: its name on a card of its own colour. */
export function renderPartnerLogo(code: string, name: string): string {
  const palette = paletteFor(hashString(`partner:${code}`))
  const lines = wrapText(name, 11, 2)
  const body =
    gradientBackground(width, height, palette.from, palette.to, 16) +
    `<rect x="6" y="6" width="${width - 12}" height="${height - 12}" rx="12" fill="none" stroke="${palette.accent}" stroke-width="2"/>` +
    textBlock(lines, height / 2, 30, {
      x: width / 2,
      fontSize: lines.length > 1 ? 24 : 30,
      fill: palette.text,
      weight: 800,
      maxWidth: width - 40,
    })
  return svgDocument(width, height, name, body)
}
