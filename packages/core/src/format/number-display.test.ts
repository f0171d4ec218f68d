import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumberDisplay, maxDecimalsFor } from './number-display.ts'

describe('formatNumberDisplay', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [1.5, '1.5'],
    [1.1, '1.1'],
    [0.29, '0.29'],
    [1.23456, '1.2345'],
    [9.99999, '9.9999'],
    [12.3456, '12.345'],
    [999.9999, '999.999'],
    [1000.999, '1,000.99'],
    [1234567.891, '1,234,567.89'],
    [0.00001, '0'],
    [-0.00001, '0'],
    [-12.3456, '-12.345'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('shows %s as %s in English', (value, shown) => {
    expect(formatNumberDisplay(value, 'en')).toBe(shown)
  })

  it('cuts decimals, never rounds up', () => {
    expect(formatNumberDisplay(2.99999, 'en')).toBe('2.9999')
    expect(formatNumberDisplay(19.9999, 'en')).toBe('19.999')
  })

  it('groups thousands the way the language does', () => {
    expect(formatNumberDisplay(1234567.5, 'de')).toBe('1.234.567,5')
    expect(formatNumberDisplay(1234.5, 'ru')).toMatch(/^1\s234,5$/)
  })

  it('never shows more decimals than allowed, never a trailing zero, never more than the value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const shown = formatNumberDisplay(value, 'en')
        const [whole = '', fraction = ''] = shown.replace('-', '').split('.')
        const magnitude = Number(whole.replaceAll(',', ''))
        expect(fraction.length).toBeLessThanOrEqual(maxDecimalsFor(magnitude))
        expect(fraction).not.toMatch(/0$/)
        expect(Math.abs(Number(shown.replaceAll(',', '')))).toBeLessThanOrEqual(Math.abs(value))
      }),
    )
  })

  it('is stable over its own output', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const once = formatNumberDisplay(value, 'en')
        expect(formatNumberDisplay(Number(once.replaceAll(',', '')), 'en')).toBe(once)
      }),
    )
  })
})

describe('formatMoney', () => {
  it('shows minor units exactly', () => {
    expect(formatMoney(1999, 2, 'en')).toBe('19.99')
    expect(formatMoney(10, 2, 'en')).toBe('0.1')
    expect(formatMoney(123456789, 2, 'en')).toBe('1,234,567.89')
    expect(formatMoney(5000, 0, 'en')).toBe('5,000')
    expect(formatMoney(-250, 2, 'en')).toBe('-2.5')
    expect(formatMoney(0, 2, 'en')).toBe('0')
  })

  it('agrees with the number display for every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (minor) => {
        const major = `${minor < 0 ? '-' : ''}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`
        expect(formatMoney(minor, 2, 'en')).toBe(formatNumberDisplay(Number(major), 'en'))
      }),
    )
  })
})
