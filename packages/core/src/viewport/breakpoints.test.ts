import { parseSetCookie } from 'cookie'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  breakpointFor,
  breakpoints,
  fallbackBreakpoint,
  initialBreakpoint,
  mediaQueries,
  viewportCookie,
} from './breakpoints.ts'

// The custom breakpoints themes may set.
const template2 = { name: 'template2Custom', px: 1200 }
const template4 = { name: 'template4Custom', px: 999 }
const template11 = { name: 'template11Custom', px: 768 }
const template12 = { name: 'template12Custom', px: 769 }
const template20 = { name: 'template20Custom', px: 960 }

describe('breakpointFor', () => {
  it.each([
    [0, 'mobile'],
    [200, 'mobile'],
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobileMedium'],
    [424, 'mobileMedium'],
    [425, 'mobileWide'],
    [767, 'mobileWide'],
    [768, 'tablet'],
    [1023.5, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'desktopMedium'],
    [1599, 'desktopMedium'],
    [1600, 'desktopWide'],
    [3840, 'desktopWide'],
    [Number.POSITIVE_INFINITY, 'desktopWide'],
  ])('%d px is %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name)
  })

  it('takes an unknown width for a desktop', () => {
    expect(breakpointFor(Number.NaN)).toBe('desktop')
    expect(fallbackBreakpoint).toBe('desktop')
  })

  it('slots a theme’s custom breakpoint in by width', () => {
    expect(breakpointFor(998, template4)).toBe('tablet')
    expect(breakpointFor(999, template4)).toBe('template4Custom')
    expect(breakpointFor(1023, template4)).toBe('template4Custom')
    expect(breakpointFor(1024, template4)).toBe('desktop')
    expect(breakpointFor(1199, template2)).toBe('desktop')
    expect(breakpointFor(1200, template2)).toBe('template2Custom')
    expect(breakpointFor(1280, template2)).toBe('desktopMedium')
    expect(breakpointFor(768, template12)).toBe('tablet')
    expect(breakpointFor(769, template12)).toBe('template12Custom')
    expect(breakpointFor(960, template20)).toBe('template20Custom')
  })

  it('lets a custom breakpoint at a standard width take that width over', () => {
    expect(breakpointFor(767, template11)).toBe('mobileWide')
    expect(breakpointFor(768, template11)).toBe('template11Custom')
    expect(breakpointFor(1000, template11)).toBe('template11Custom')
    expect(breakpointFor(1024, template11)).toBe('desktop')
  })

  it.each([
    [767, 'tpl'],
    [1201, 'tpl'],
    [Number.NaN, 'tpl'],
    [1000, ''],
    [1000, 'desktop'],
  ])('refuses a custom breakpoint of %d px named %j', (px, name) => {
    expect(() => breakpointFor(900, { name, px })).toThrow(RangeError)
    expect(() => mediaQueries({ name, px })).toThrow(RangeError)
    expect(() => initialBreakpoint(name, { name, px })).toThrow(RangeError)
  })

  it('accepts custom breakpoints at both ends of 768–1200 px', () => {
    expect(breakpointFor(800, { name: 'low', px: 768 })).toBe('low')
    expect(breakpointFor(1250, { name: 'high', px: 1200 })).toBe('high')
  })

  it('never moves to a narrower breakpoint as the window widens', () => {
    const custom = fc.option(
      fc.record({ name: fc.constant('themeCustom'), px: fc.integer({ min: 768, max: 1200 }) }),
      { nil: undefined },
    )
    const width = fc.double({ min: 0, max: 5000, noNaN: true })
    fc.assert(
      fc.property(custom, width, width, (theme, a, b) => {
        const names = mediaQueries(theme).map((q) => q.name)
        const [narrow, wide] = a <= b ? [a, b] : [b, a]
        expect(names.indexOf(breakpointFor(narrow, theme))).toBeLessThanOrEqual(
          names.indexOf(breakpointFor(wide, theme)),
        )
      }),
    )
  })

  it('picks the widest breakpoint the width reaches, and no wider', () => {
    fc.assert(
      fc.property(fc.integer({ min: 320, max: 5000 }), (width) => {
        const queries = mediaQueries()
        const at = queries.findIndex((q) => q.name === breakpointFor(width))
        expect(queries[at]?.px).toBeLessThanOrEqual(width)
        expect(queries[at + 1]?.px ?? Number.POSITIVE_INFINITY).toBeGreaterThan(width)
      }),
    )
  })
})

describe('mediaQueries', () => {
  it('lists a min-width query per standard breakpoint, narrowest first', () => {
    expect(mediaQueries()).toEqual(
      Object.entries(breakpoints).map(([name, px]) => ({
        name,
        px,
        query: `(min-width: ${px}px)`,
      })),
    )
  })

  it('slots the custom breakpoint in by width', () => {
    const queries = mediaQueries(template2)
    expect(queries.map((q) => q.name)).toEqual([
      'mobile',
      'mobileMedium',
      'mobileWide',
      'tablet',
      'desktop',
      'template2Custom',
      'desktopMedium',
      'desktopWide',
    ])
    expect(queries[5]?.query).toBe('(min-width: 1200px)')
  })

  it('drops a standard breakpoint a custom one replaces', () => {
    const names = mediaQueries(template11).map((q) => q.name)
    expect(names).not.toContain('tablet')
    expect(names[3]).toBe('template11Custom')
    expect(names).toHaveLength(7)
  })

  it('agrees with breakpointFor: the last query a width matches names its breakpoint', () => {
    const matches = (query: string, width: number) =>
      width >= Number(/min-width: ([\d.]+)px/.exec(query)?.[1])
    for (const theme of [undefined, template2, template4, template11, template12, template20]) {
      for (const width of [320, 500, 768, 769, 900, 960, 999, 1100, 1200, 1280, 1700]) {
        const last = mediaQueries(theme).findLast((q) => matches(q.query, width))
        expect(last?.name).toBe(breakpointFor(width, theme))
      }
    }
  })
})

describe('initialBreakpoint', () => {
  it('starts from the cookie when it names a breakpoint in force', () => {
    expect(initialBreakpoint('mobileMedium')).toBe('mobileMedium')
    expect(initialBreakpoint('template4Custom', template4)).toBe('template4Custom')
  })

  it('starts from desktop otherwise', () => {
    expect(initialBreakpoint(undefined)).toBe('desktop')
    expect(initialBreakpoint('')).toBe('desktop')
    expect(initialBreakpoint('huge')).toBe('desktop')
    expect(initialBreakpoint('Tablet')).toBe('desktop')
    expect(initialBreakpoint('constructor')).toBe('desktop')
    // A previous theme's custom breakpoint means nothing to this one.
    expect(initialBreakpoint('template4Custom')).toBe('desktop')
    expect(initialBreakpoint('template4Custom', template2)).toBe('desktop')
  })
})

describe('viewportCookie', () => {
  const now = new Date('2024-03-05T10:00:00Z')

  it('is named viewport and lasts 365 days on the whole site, Secure and SameSite=Strict', () => {
    expect(parseSetCookie(viewportCookie.serialize('tablet', now))).toEqual({
      name: 'viewport',
      value: 'tablet',
      maxAge: 365 * 24 * 60 * 60,
      expires: new Date('2025-03-05T10:00:00Z'),
      path: '/',
      secure: true,
      sameSite: 'strict',
    })
  })

  it('round-trips every breakpoint into the one the next page starts with', () => {
    for (const theme of [undefined, template4, template11]) {
      for (const { name } of mediaQueries(theme)) {
        const pair = viewportCookie.serialize(name, now).split(';')[0]
        const stored = viewportCookie.read(`i18n_redirected=EN; ${pair}`)
        expect(initialBreakpoint(stored, theme)).toBe(name)
      }
    }
  })

  it('reads nothing from a header without it', () => {
    expect(viewportCookie.read('i18n_redirected=EN')).toBeUndefined()
    expect(viewportCookie.read(undefined)).toBeUndefined()
  })
})
