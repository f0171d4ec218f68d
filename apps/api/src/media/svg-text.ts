/** Text inside generated SVG: escaped, wrapped and squeezed to fit. */
import { escapeMarkup } from '../demo-data/escape-markup.ts'

/** Escapes text for XML content and attribute values alike. */
export const escapeXml = escapeMarkup

/** Bold sans-serif glyphs average a little over half their size in width. */
const averageGlyphWidth = 0.6

export function estimateWidth(text: string, fontSize: number): number {
  return text.length * fontSize * averageGlyphWidth
}

/**
 * Greedy word wrap to at most `maxLines` lines of `maxChars`; a longer remainder ends the last
 * line with an ellipsis rather than spilling out of the artwork.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (candidate.length <= maxChars || !line) {
      line = candidate
      continue
    }
    lines.push(line)
    line = word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`
  return kept
}

export interface TextStyle {
  readonly x: number
  readonly y: number
  readonly fontSize: number
  readonly fill: string
  readonly weight?: number
  /** Extra space between letters, in px (small capitals read better spaced out). */
  readonly letterSpacing?: number
  /** Width the line must not exceed; a longer one is squeezed to it. */
  readonly maxWidth: number
  /** A font-family list other than the default sans-serif one. */
  readonly family?: string
  readonly italic?: boolean
}

export const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** One centred line of text; squeezed to `maxWidth` when the estimate says it would overflow. */
export function textLine(text: string, style: TextStyle): string {
  const spacing = style.letterSpacing ?? 0
  const width = estimateWidth(text, style.fontSize) + spacing * text.length
  const squeeze =
    width > style.maxWidth ? ` textLength="${style.maxWidth}" lengthAdjust="spacingAndGlyphs"` : ''
  const letters = spacing ? ` letter-spacing="${spacing}"` : ''
  const slant = style.italic ? ' font-style="italic"' : ''
  return (
    `<text x="${style.x}" y="${style.y}" text-anchor="middle" font-family="${style.family ?? fontFamily}"${slant}` +
    ` font-size="${style.fontSize}" font-weight="${style.weight ?? 700}" fill="${style.fill}"` +
    `${letters}${squeeze}>${escapeXml(text)}</text>`
  )
}

/** Several centred lines, `lineHeight` apart, vertically centred on `centreY`. */
export function textBlock(
  lines: readonly string[],
  centreY: number,
  lineHeight: number,
  style: Omit<TextStyle, 'y'>,
): string {
  // Baselines sit about a third of the font size below each line's middle.
  const first = centreY - ((lines.length - 1) * lineHeight) / 2 + style.fontSize * 0.35
  return lines.map((line, i) => textLine(line, { ...style, y: first + i * lineHeight })).join('')
}
