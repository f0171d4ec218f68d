import type { DemoBrand } from '../sites/demo-brands.ts'
import { type Lettering, letteringStyle } from './brand-lettering.ts'
import type { MarkColors } from './brand-marks.ts'
import { type ArtworkPalette, brandPalette } from './palette.ts'
import type { TextStyle } from './svg-text.ts'

/** Everything a brand's artwork is drawn in: its palette, its mark's colours and its letters. */
export interface BrandLook {
  readonly palette: ArtworkPalette
  readonly mark: MarkColors
  readonly letters: Pick<TextStyle, 'family' | 'italic'>
  readonly lettering: Lettering
}

export function brandLook(brand: DemoBrand): BrandLook {
  const palette = brandPalette(brand.hue, brand.saturation, brand.accent, brand.turn ?? 24)
  return {
    palette,
    mark: { accent: palette.accent, ink: palette.to, light: palette.muted },
    letters: letteringStyle(brand.lettering),
    lettering: brand.lettering,
  }
}
