import { fontFamily, type TextStyle } from './svg-text.ts'

/**
 * How a brand's wordmark is lettered: heavy sans-serif for slots, a serif for casinos, leaning
 * for sportsbooks. Only installed families, because an SVG shown as `<img>` cannot load fonts:
 * each list ends in a generic family every browser has.
 */
export type Lettering = 'sans' | 'serif' | 'italic'

const serif = "Georgia, 'Times New Roman', 'DejaVu Serif', serif"

export function letteringStyle(lettering: Lettering): Pick<TextStyle, 'family' | 'italic'> {
  switch (lettering) {
    case 'sans':
      return { family: fontFamily }
    case 'serif':
      return { family: serif }
    case 'italic':
      return { family: fontFamily, italic: true }
  }
}
