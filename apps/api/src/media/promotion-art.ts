import type { DemoBrand } from '../sites/demo-brands.ts'
import { brandLook } from './brand-look.ts'
import { brandMark } from './brand-marks.ts'
import { type PromotionKind, promotionKinds, promotionMotif } from './promotion-motifs.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'
import { textLine } from './svg-text.ts'

const width = 800
const height = 400

export interface PromotionArtRequest {
  readonly kind: PromotionKind
  /** The offer's percentage, printed large ("100%", "+20%"); none draws the motif alone. */
  readonly percent?: number
}

const namePattern = new RegExp(`^(${promotionKinds.join('|')})(?:-([1-9][0-9]{0,2}))?$`)

/** `welcome-100` → a welcome banner printing 100%; `daily` → a daily one with no figure. */
export function parsePromotionArt(name: string): PromotionArtRequest | undefined {
  const [, kind, percent] = namePattern.exec(name) ?? []
  if (!kind) return undefined
  return {
    kind: kind as PromotionKind,
    ...(percent ? { percent: Number(percent) } : {}),
  }
}

/**
 * Where a brand's art for a kind of promotion is drawn: what a promotion's `image_url` names,
 * e.g. `/media/promotions/template3/welcome-100.svg`.
 */
export function promotionArtPath(template: string, { kind, percent }: PromotionArtRequest): string {
  return `/media/promotions/${template}/${kind}${percent === undefined ? '' : `-${percent}`}.svg`
}

/** A welcome bonus matches a deposit ("100%"); every other offer adds to something ("+20%"). */
function figureOf({ kind, percent }: PromotionArtRequest): string | undefined {
  if (percent === undefined) return undefined
  return kind === 'welcome' ? `${percent}%` : `+${percent}%`
}

/** Black wedges turning around a point: a burst of light that can only darken the gradient. */
function burst(cx: number, cy: number): string {
  const reach = 900
  const wedges = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI / 6) * i
    const b = a + Math.PI / 12
    const point = (angle: number) =>
      `${Math.round(cx + reach * Math.cos(angle))} ${Math.round(cy + reach * Math.sin(angle))}`
    return `M${cx} ${cy}L${point(a)}L${point(b)}Z`
  }).join('')
  return `<path d="${wedges}" fill="#000000" fill-opacity="0.12"/>`
}

/**
 * A promotion's banner in a brand's colours: the kind's motif, the brand's mark in a corner and at
 * most one big figure. Its words (title, terms) are the page's, in the page's language; the
 * strip prints the title along the bottom, so the figure and the motif keep to the upper part.
 */
export function renderPromotionArt(brand: DemoBrand, request: PromotionArtRequest): string {
  const { palette, mark, letters } = brandLook(brand)
  const figure = figureOf(request)
  const [cx, cy, size] = figure ? [575, 180, 250] : [400, 175, 270]
  const body =
    gradientBackground(width, height, palette.from, palette.to) +
    burst(cx, cy) +
    `<circle cx="${cx}" cy="${cy}" r="${size * 0.62}" fill="#000000" fill-opacity="0.2"/>` +
    promotionMotif(request.kind, mark, cx, cy, size) +
    brandMark(brand.mark, mark, 44, 44, 48) +
    (figure
      ? textLine(figure, {
          x: 235,
          y: 215,
          fontSize: 124,
          fill: palette.text,
          weight: 900,
          maxWidth: 370,
          ...letters,
        })
      : '')
  // The title names what the art shows, for the rare viewer of the file itself; the page's
  // `img` carries the promotion's own translated title as its alt text.
  return svgDocument(
    width,
    height,
    `${brand.name}: ${request.kind}${figure ? ` ${figure}` : ''}`,
    body,
  )
}
