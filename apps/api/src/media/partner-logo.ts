import { hashString } from '../demo-data/seeded-random.ts'
import { paletteFor } from './palette.ts'
import { partnerEmblem } from './partner-emblems.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'
import { textBlock, wrapText } from './svg-text.ts'

const width = 240
const height = 96

/** Ways to frame the card: a full border, corner brackets, an underline, or none. */
const frames: readonly ((accent: string) => string)[] = [
  (a) =>
    `<rect x="6" y="6" width="${width - 12}" height="${height - 12}" rx="12" fill="none" stroke="${a}" stroke-width="2"/>`,
  (a) =>
    `<path d="M8 26V8H26M${width - 26} 8H${width - 8}V26M${width - 8} ${height - 26}V${height - 8}H${width - 26}M26 ${height - 8}H8V${height - 26}" fill="none" stroke="${a}" stroke-width="3"/>`,
  (a) => `<rect x="76" y="${height - 12}" width="${width - 100}" height="3" rx="1.5" fill="${a}"/>`,
  () => '',
]

/**
 * A game provider's wordmark for the partners widget: an emblem and its name on a card of its
 * own colour and frame, all chosen by the provider's code.
 */
export function renderPartnerLogo(code: string, name: string): string {
  const seed = hashString(`partner:${code}`)
  const palette = paletteFor(seed)
  const look = hashString(`partner-look:${code}`)
  const lines = wrapText(name, 11, 2)
  const frame = frames[(look >>> 8) % frames.length]
  const body =
    gradientBackground(width, height, palette.from, palette.to, 16) +
    (frame ? frame(palette.accent) : '') +
    partnerEmblem(look, palette.accent, 42, height / 2, 44) +
    textBlock(lines, height / 2, 28, {
      x: 146,
      fontSize: lines.length > 1 ? 22 : 28,
      fill: palette.text,
      weight: 800,
      maxWidth: 160,
    })
  return svgDocument(width, height, name, body)
}
