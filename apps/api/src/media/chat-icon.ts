import type { DemoBrand } from '../sites/demo-brands.ts'
import { brandLook } from './brand-look.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'

const size = 64

/** A site's live-chat button image: a speech bubble with typing dots, in the brand's colours. */
export function renderChatIcon(brand: DemoBrand): string {
  const { palette } = brandLook(brand)
  const body =
    gradientBackground(size, size, palette.from, palette.to, size / 2) +
    `<path d="M14 20a8 8 0 0 1 8-8h20a8 8 0 0 1 8 8v14a8 8 0 0 1-8 8H28l-10 9v-9.5A8 8 0 0 1 14 34z" fill="#ffffff"/>` +
    [24, 32, 40].map((x) => `<circle cx="${x}" cy="27" r="3" fill="${palette.from}"/>`).join('')
  return svgDocument(size, size, 'Live chat', body)
}
