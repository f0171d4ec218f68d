import { hashString } from '../demo-data/seeded-random.ts'
import { paletteFor } from './palette.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'
import { textBlock, textLine, wrapText } from './svg-text.ts'

interface CardLayout {
  readonly width: number
  readonly height: number
  /** The small heading above the title; empty for none. */
  readonly label: string
  /** What a file numbered rather than named is titled: "News 12". */
  readonly noun: string
  readonly fontSize: number
  /** Titles that are not their file name's words. */
  readonly titles?: Readonly<Record<string, string>>
}

/**
 * Folders whose images are placeholders until an operator uploads real ones: a card in its own
 * colour, titled from the file name. Sizes follow where each is shown; the files are named by
 * the other seeds (a site's domain for og, an article's id for news, a bank's code…).
 */
const layouts = {
  og: { width: 1200, height: 630, label: '', noun: 'Page', fontSize: 64 },
  news: { width: 800, height: 450, label: 'NEWS', noun: 'News', fontSize: 48 },
  promotions: { width: 800, height: 400, label: 'PROMOTION', noun: 'Promotion', fontSize: 48 },
  announcements: { width: 800, height: 450, label: 'ANNOUNCEMENT', noun: 'Notice', fontSize: 48 },
  vip: { width: 320, height: 320, label: 'VIP', noun: 'Level', fontSize: 34 },
  banks: { width: 240, height: 96, label: '', noun: 'Bank', fontSize: 28 },
  spin: {
    width: 200,
    height: 200,
    label: 'PRIZE',
    noun: 'Prize',
    fontSize: 28,
    titles: { none: 'Try Again', token: 'Tokens' },
  },
} as const satisfies Record<string, CardLayout>

export type CardFolder = keyof typeof layouts
export const cardFolders = Object.keys(layouts) as CardFolder[]

const smallWords = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to'])
const initialisms = new Set(['vip', 'faq', 'vs'])

/**
 * `weekend-reload-bonus` → "Weekend Reload Bonus"; bank codes stay codes (`bdo` → BDO), domains
 * stay domains, and a bare number gets the folder's noun (`news/12` → "News 12").
 */
export function titleFromSlug(folder: CardFolder, slug: string): string {
  const layout: CardLayout = layouts[folder]
  const fixed = layout.titles?.[slug.toLowerCase()]
  if (fixed) return fixed
  if (/^[0-9]+$/.test(slug)) return `${layout.noun} ${slug}`
  const words = slug.split(/[-_]+/).filter(Boolean)
  if (folder === 'banks') return words.join(' ').toUpperCase()
  return words
    .map((word, i) => {
      const lower = word.toLowerCase()
      if (lower.includes('.')) return lower
      if (initialisms.has(lower)) return lower.toUpperCase()
      if (i > 0 && smallWords.has(lower)) return lower
      return lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join(' ')
}

/**
 * A titled placeholder. The circles are black, which only darkens what is under the text, so
 * the gradient's contrast is the worst the text meets.
 */
export function renderTitledCard(folder: CardFolder, slug: string): string {
  const { width, height, label, fontSize } = layouts[folder]
  const title = titleFromSlug(folder, slug)
  const palette = paletteFor(hashString(`${folder}:${slug}`))
  const maxChars = Math.max(6, Math.floor((width * 0.8) / (fontSize * 0.6)))
  const lines = wrapText(title, maxChars, 3)
  const centreY = label ? height * 0.56 : height / 2
  const body =
    gradientBackground(width, height, palette.from, palette.to) +
    `<circle cx="${width * 0.9}" cy="${height * 0.1}" r="${height * 0.45}" fill="#000000" fill-opacity="0.2"/>` +
    `<circle cx="${width * 0.08}" cy="${height * 0.95}" r="${height * 0.35}" fill="#000000" fill-opacity="0.15"/>` +
    (label
      ? textLine(label, {
          x: width / 2,
          y: centreY - (lines.length * fontSize * 1.2) / 2 - fontSize * 0.5,
          fontSize: Math.round(fontSize * 0.4),
          fill: palette.muted,
          weight: 700,
          letterSpacing: Math.round(fontSize * 0.12),
          maxWidth: width * 0.8,
        })
      : '') +
    textBlock(lines, centreY, fontSize * 1.2, {
      x: width / 2,
      fontSize,
      fill: palette.text,
      weight: 800,
      maxWidth: width * 0.86,
    })
  return svgDocument(width, height, title, body)
}
