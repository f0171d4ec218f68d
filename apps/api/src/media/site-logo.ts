import { hashString } from '../demo-data/seeded-random.ts'
import { type ArtworkPalette, paletteFor } from './palette.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'
import { textLine } from './svg-text.ts'

/**
 * The demo sites' logos (design.md §3): logo1 is the header's wide logo, logo2 a compact one,
 * logo3 the emblem alone, and `icon` the installed app's icon.
 */
export const siteLogoVariants = ['1', '2', '3', 'icon'] as const
export type SiteLogoVariant = (typeof siteLogoVariants)[number]

/** A diamond in a diamond: an emblem without letters, so it needs no translating. */
function emblem(palette: ArtworkPalette, cx: number, cy: number, size: number): string {
  const r = size / 2
  const inner = r * 0.45
  return (
    `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" fill="${palette.accent}"/>` +
    `<polygon points="${cx},${cy - inner} ${cx + inner},${cy} ${cx},${cy + inner} ${cx - inner},${cy}" fill="#ffffff"/>`
  )
}

/** `template7` → the number its demo site is called by ("Parlor Demo 7"). */
function demoNumber(template: string): string {
  return template.replace('template', '')
}

export function renderSiteLogo(template: string, variant: SiteLogoVariant): string {
  const palette = paletteFor(hashString(`site:${template}`))
  const number = demoNumber(template)
  const title = `Parlor Demo ${number}`
  const text = palette.text
  switch (variant) {
    case '1':
      return svgDocument(
        360,
        96,
        title,
        gradientBackground(360, 96, palette.from, palette.to, 18) +
          emblem(palette, 52, 48, 56) +
          textLine('PARLOR', {
            x: 208,
            y: 50,
            fontSize: 38,
            fill: text,
            weight: 800,
            maxWidth: 210,
          }) +
          textLine(`DEMO ${number}`, {
            x: 208,
            y: 76,
            fontSize: 16,
            fill: palette.muted,
            letterSpacing: 5,
            maxWidth: 210,
          }),
      )
    case '2':
      return svgDocument(
        240,
        96,
        title,
        gradientBackground(240, 96, palette.from, palette.to, 18) +
          textLine(`PARLOR ${number}`, {
            x: 120,
            y: 60,
            fontSize: 32,
            fill: text,
            weight: 800,
            maxWidth: 208,
          }),
      )
    case '3':
      return svgDocument(
        96,
        96,
        title,
        gradientBackground(96, 96, palette.from, palette.to, 20) + emblem(palette, 48, 48, 64),
      )
    case 'icon':
      return svgDocument(
        512,
        512,
        title,
        gradientBackground(512, 512, palette.from, palette.to, 96) +
          emblem(palette, 256, 210, 240) +
          textLine(number, {
            x: 256,
            y: 430,
            fontSize: 96,
            fill: text,
            weight: 800,
            maxWidth: 400,
          }),
      )
  }
}
