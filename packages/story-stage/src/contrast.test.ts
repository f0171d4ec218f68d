import { describe, expect, it } from 'vitest'
import {
  type ContrastVariable,
  composite,
  contrastRatio,
  contrastRows,
  type Rgba,
  relativeLuminance,
} from './contrast.ts'

const hex = (value: string, a = 1): Rgba => ({
  r: Number.parseInt(value.slice(1, 3), 16),
  g: Number.parseInt(value.slice(3, 5), 16),
  b: Number.parseInt(value.slice(5, 7), 16),
  a,
})

describe('relativeLuminance', () => {
  it('runs from 0 for black to 1 for white', () => {
    expect(relativeLuminance(hex('#000000'))).toBe(0)
    expect(relativeLuminance(hex('#ffffff'))).toBeCloseTo(1, 10)
  })

  it('weighs green far above blue, as the eye does', () => {
    expect(relativeLuminance(hex('#00ff00'))).toBeCloseTo(0.7152, 4)
    expect(relativeLuminance(hex('#0000ff'))).toBeCloseTo(0.0722, 4)
  })
})

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio(hex('#000000'), hex('#ffffff'))).toBeCloseTo(21, 10)
    expect(contrastRatio(hex('#ffffff'), hex('#000000'))).toBeCloseTo(21, 10)
    expect(contrastRatio(hex('#777777'), hex('#777777'))).toBe(1)
  })

  it('matches the published ratios of well-known pairs', () => {
    // #767676 on white is the lightest grey that passes AA: 4.54:1.
    expect(contrastRatio(hex('#767676'), hex('#ffffff'))).toBeCloseTo(4.54, 2)
    expect(contrastRatio(hex('#777777'), hex('#ffffff'))).toBeLessThan(4.5)
  })

  it('paints translucent text over its background first', () => {
    const halfWhite = hex('#ffffff', 0.5)
    const black = hex('#000000')
    expect(composite(halfWhite, black)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 })
    expect(contrastRatio(halfWhite, black)).toBeCloseTo(
      contrastRatio(composite(halfWhite, black), black),
      10,
    )
  })
})

describe('contrastRows', () => {
  const colours: Record<ContrastVariable, Rgba> = {
    '--pk-text': hex('#f4f5f7'),
    '--pk-text-muted': hex('#b8bdc8'),
    '--pk-link': hex('#ffd54f'),
    '--pk-on-accent': hex('#1a1300'),
    '--pk-surface': hex('#14161c'),
    '--pk-surface-raised': hex('#1f232c'),
    '--pk-accent': hex('#f5b301'),
  }

  it('lists the pairs the kit paints, and no text on a background it never meets', () => {
    const pairs = contrastRows(colours).map((row) => `${row.text} on ${row.background}`)
    expect(pairs).toEqual([
      '--pk-text on --pk-surface',
      '--pk-text on --pk-surface-raised',
      '--pk-text-muted on --pk-surface',
      '--pk-text-muted on --pk-surface-raised',
      '--pk-link on --pk-surface',
      '--pk-link on --pk-surface-raised',
      '--pk-on-accent on --pk-accent',
    ])
  })

  it('passes at 4.5:1 and fails below, never showing a failing ratio as 4.50', () => {
    const rows = contrastRows(colours)
    const row = (text: string, background: string) =>
      rows.find((r) => r.text === text && r.background === background)
    expect(row('--pk-text', '--pk-surface')?.passes).toBe(true)
    expect(row('--pk-on-accent', '--pk-accent')?.passes).toBe(true)
    const dim = contrastRows({ ...colours, '--pk-text-muted': hex('#3a3f4a') })
    expect(dim.find((r) => r.text === '--pk-text-muted')?.passes).toBe(false)
    for (const r of [...rows, ...dim]) expect(r.passes).toBe(r.ratio >= 4.5)
  })

  it('lays a translucent raised surface over the surface', () => {
    const veiled = { ...colours, '--pk-surface-raised': hex('#ffffff', 0) }
    const rows = contrastRows(veiled)
    const onSurface = rows.find((r) => r.text === '--pk-text' && r.background === '--pk-surface')
    const onRaised = rows.find(
      (r) => r.text === '--pk-text' && r.background === '--pk-surface-raised',
    )
    expect(onRaised?.ratio).toBe(onSurface?.ratio)
  })
})
