import { describe, expect, it } from 'vitest'
import { contrastRatio, hsl, minimumContrast, paletteFor, relativeLuminance } from './palette.ts'

/** The colour a browser paints at `t` along a gradient: each sRGB channel interpolated. */
function mix(a: string, b: string, t: number): string {
  const channels = [1, 3, 5].map((i) => {
    const x = Number.parseInt(a.slice(i, i + 2), 16)
    const y = Number.parseInt(b.slice(i, i + 2), 16)
    return Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  })
  return `#${channels.join('')}`
}

describe('contrast arithmetic', () => {
  it('matches WCAG 2 reference values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1)
    expect(relativeLuminance('#000000')).toBe(0)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21)
    expect(contrastRatio('#336699', '#336699')).toBe(1)
    // The well-known threshold pair: #767676 passes AA on white, #777777 does not.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
  })

  it('converts HSL to hex', () => {
    expect(hsl(0, 1, 0.5)).toBe('#ff0000')
    expect(hsl(120, 1, 0.25)).toBe('#008000')
    expect(hsl(240, 1, 0.5)).toBe('#0000ff')
    expect(hsl(-120, 1, 0.5)).toBe('#0000ff')
    expect(hsl(0, 0, 1)).toBe('#ffffff')
  })
})

describe('artwork palettes', () => {
  const seeds = Array.from({ length: 3000 }, (_, i) => Math.imul(i + 1, 2_654_435_761) >>> 0)

  it('keep both text colours at WCAG AA (4.5:1) on both gradient stops', () => {
    for (const seed of seeds) {
      const p = paletteFor(seed)
      for (const text of [p.text, p.muted]) {
        for (const stop of [p.from, p.to]) {
          expect(contrastRatio(text, stop), `${seed}: ${text} on ${stop}`).toBeGreaterThanOrEqual(
            minimumContrast,
          )
        }
      }
    }
  })

  it('keep the text readable everywhere between the stops too', () => {
    for (const seed of seeds.slice(0, 300)) {
      const p = paletteFor(seed)
      for (let t = 0; t <= 1; t += 0.125) {
        expect(contrastRatio(p.muted, mix(p.from, p.to, t))).toBeGreaterThanOrEqual(minimumContrast)
      }
    }
  })

  it('vary with the seed', () => {
    const froms = new Set(seeds.slice(0, 100).map((seed) => paletteFor(seed).from))
    expect(froms.size).toBeGreaterThan(50)
  })
})
