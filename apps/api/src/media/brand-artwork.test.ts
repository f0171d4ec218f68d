import { describe, expect, it } from 'vitest'
import { demoBrands } from '../sites/demo-brands.ts'
import { brandLook } from './brand-look.ts'
import { brandMark } from './brand-marks.ts'
import { worstTextContrast } from './contrast-check.test-support.ts'
import { renderMediaPath } from './media-paths.ts'
import { contrastRatio, minimumContrast } from './palette.ts'
import { promotionArtPath } from './promotion-art.ts'
import { promotionKinds } from './promotion-motifs.ts'
import { siteLogoVariants } from './site-logo.ts'
import { xmlProblems } from './xml-check.test-support.ts'

const brands = Object.entries(demoBrands)

function draw(path: string): string {
  const svg = renderMediaPath(path)
  if (svg === undefined) throw new Error(`nothing drawn for ${path}`)
  expect(xmlProblems(svg), path).toEqual([])
  return svg
}

/** The words an SVG prints (its <text> elements), entities left as written. */
function printed(svg: string): string[] {
  return [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '')
}

/** The drawing without its colours: what is left differs only if the shapes or words do. */
function shapesOf(svg: string): string {
  return svg.replace(/#[0-9a-f]{6}/g, '#').replace(/id="[^"]*"|url\(#[^)]*\)/g, '')
}

/** Texts inside the SVG are Latin only: an `<img>` SVG cannot load a font for other scripts. */
const latin = /^[\x20-\x7e]*$/

describe('each brand’s logos', () => {
  it.each(siteLogoVariants)(
    'variant %s: well-formed, readable, Latin, one of a kind',
    (variant) => {
      const shapes = new Set<string>()
      for (const [template, brand] of brands) {
        const path = `/media/logos/${template}-${variant}.svg`
        const svg = draw(path)
        const look = brandLook(brand)
        // The mark is the brand's own, drawn whole in the logo.
        expect(svg, path).toContain(drawnMark(brand.mark, look.mark))
        expect(svg, path).toContain(`<title>${brand.name}</title>`)
        for (const text of printed(svg)) expect(text, path).toMatch(latin)
        if (variant === '1' || variant === '2') {
          expect(printed(svg), path).toEqual([...brand.wordmark])
          expect(worstTextContrast(svg), path).toBeGreaterThanOrEqual(minimumContrast)
        }
        shapes.add(shapesOf(svg))
      }
      // Shapes and words differ, not only colours.
      expect(shapes.size).toBe(brands.length)
    },
  )

  it('differ pairwise in mark and in name', () => {
    const neutral = { accent: '#000001', ink: '#000002', light: '#000003' }
    for (const [i, [a, first]] of brands.entries()) {
      for (const [b, second] of brands.slice(i + 1)) {
        expect(first.name, `${a} ${b}`).not.toBe(second.name)
        expect(brandMark(first.mark, neutral, 50, 50, 100), `${a} ${b}`).not.toBe(
          brandMark(second.mark, neutral, 50, 50, 100),
        )
      }
    }
  })

  it('draw each mark at a contrast that shows its shape (3:1, WCAG 1.4.11)', () => {
    for (const [template, brand] of brands) {
      const { palette } = brandLook(brand)
      for (const stop of [palette.from, palette.to]) {
        expect(contrastRatio(palette.accent, stop), template).toBeGreaterThanOrEqual(3)
        expect(contrastRatio(palette.muted, stop), template).toBeGreaterThanOrEqual(minimumContrast)
      }
    }
  })
})

function drawnMark(kind: Parameters<typeof brandMark>[0], colors: Parameters<typeof brandMark>[1]) {
  // Placement differs per variant; the drawing inside the group does not.
  const whole = brandMark(kind, colors, 50, 50, 100)
  return whole.slice(whole.indexOf('>') + 1, -'</g>'.length)
}

describe('each demo site’s share image', () => {
  it('shows its brand: mark, name, colours and address, at 1200×630', () => {
    for (const domain of [
      ...brands.map(([template]) => `${template}.localhost`),
      'localhost',
      'maintenance.localhost',
    ]) {
      const svg = draw(`/media/og/${domain}.svg`)
      const template = domain.startsWith('template') ? domain.split('.')[0] : 'template1'
      const [, brand] = brands.find(([t]) => t === template) ?? []
      if (!brand) throw new Error(`no brand for ${domain}`)
      const look = brandLook(brand)
      expect(svg).toContain('width="1200" height="630"')
      expect(printed(svg)).toEqual([...brand.wordmark, domain])
      expect(svg).toContain(`<title>${brand.name}</title>`)
      expect(svg).toContain(drawnMark(brand.mark, look.mark))
      expect(svg).toContain(`stop-color="${look.palette.from}"`)
      expect(worstTextContrast(svg), domain).toBeGreaterThanOrEqual(minimumContrast)
    }
  })
})

describe('promotion art', () => {
  it('draws every kind for every brand without words: at most a figure of digits and %', () => {
    for (const [template, brand] of brands) {
      const shapes = new Set<string>()
      for (const kind of promotionKinds) {
        for (const name of [kind, `${kind}-20`]) {
          const path = `/media/promotions/${template}/${name}.svg`
          const svg = draw(path)
          expect(svg).toContain('width="800" height="400"')
          expect(svg).toContain(drawnMark(brand.mark, brandLook(brand).mark))
          const texts = printed(svg)
          expect(texts.length, path).toBeLessThanOrEqual(1)
          for (const text of texts) expect(text, path).toMatch(/^\+?[0-9]{1,3}%$/)
          if (texts.length) {
            expect(worstTextContrast(svg), path).toBeGreaterThanOrEqual(minimumContrast)
          }
          shapes.add(shapesOf(svg))
        }
      }
      expect(shapes.size, template).toBe(promotionKinds.length * 2)
    }
  })

  it('is found where promotionArtPath says', () => {
    expect(promotionArtPath('template3', { kind: 'welcome', percent: 100 })).toBe(
      '/media/promotions/template3/welcome-100.svg',
    )
    expect(promotionArtPath('template3', { kind: 'daily' })).toBe(
      '/media/promotions/template3/daily.svg',
    )
    draw(promotionArtPath('template23', { kind: 'live-casino', percent: 20 }))
  })

  it('prints a welcome match as 100% and any other offer as +20%', () => {
    expect(printed(draw('/media/promotions/template3/welcome-100.svg'))).toEqual(['100%'])
    expect(printed(draw('/media/promotions/template3/live-casino-20.svg'))).toEqual(['+20%'])
    expect(printed(draw('/media/promotions/template3/daily.svg'))).toEqual([])
  })
})
