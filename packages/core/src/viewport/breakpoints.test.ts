import { describe, expect, it } from 'vitest'
import { breakpointFor, initialBreakpoint, mediaQueries, viewportCookie } from './breakpoints.ts'

describe('breakpointFor', () => {
  it.each([
    [200, 'mobile'],
    [320, 'mobile'],
    [375, 'mobileMedium'],
    [424, 'mobileMedium'],
    [425, 'mobileWide'],
    [768, 'tablet'],
    [1024, 'desktop'],
    [1280, 'desktopMedium'],
    [1920, 'desktopWide'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name)
  })

  it('slots a theme’s custom breakpoint in by width', () => {
    const custom = { name: 'template4Custom', px: 999 }
    expect(breakpointFor(998, custom)).toBe('tablet')
    expect(breakpointFor(999, custom)).toBe('template4Custom')
    expect(breakpointFor(1024, custom)).toBe('desktop')
    expect(breakpointFor(768, { name: 'template11Custom', px: 768 })).toBe('template11Custom')
  })

  it('refuses a custom breakpoint outside 768–1200 px', () => {
    expect(() => breakpointFor(900, { name: 'bad', px: 1300 })).toThrow('outside')
  })
})

describe('mediaQueries and initialBreakpoint', () => {
  it('lists min-width queries smallest first', () => {
    const queries = mediaQueries({ name: 'template2Custom', px: 1200 })
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

  it('starts from the cookie when it names a known breakpoint, else desktop', () => {
    expect(initialBreakpoint('mobileMedium')).toBe('mobileMedium')
    expect(initialBreakpoint('template4Custom', { name: 'template4Custom', px: 999 })).toBe(
      'template4Custom',
    )
    expect(initialBreakpoint('huge')).toBe('desktop')
    expect(initialBreakpoint(undefined)).toBe('desktop')
  })
})

it('keeps the viewport cookie a year, Secure and SameSite=Strict', () => {
  expect(viewportCookie.serialize('tablet')).toBe(
    'viewport=tablet; Max-Age=31536000; Path=/; Secure; SameSite=Strict',
  )
})
