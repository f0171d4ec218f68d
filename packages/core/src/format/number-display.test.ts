import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber, formatNumberDisplay, maxDecimalsFor } from './number-display.ts'

/** The English output read back as a number. */
const readEnglish = (shown: string) => Number(shown.replaceAll(',', ''))

/**
 * A decimal written out as a string with the double it stands for. Fifteen significant digits at
 * most, so `String(value)` gives the same digits back and the string is the exact intended input.
 */
const writtenDecimal = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 99_999_999 }), fc.stringMatching(/^[0-9]{0,6}$/))
  .map(([negative, whole, fraction]) => {
    const written = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
    return { whole: String(whole), fraction, negative, value: Number(written) }
  })

describe('formatNumberDisplay', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [1, '1'],
    [1.5, '1.5'],
    [2.5, '2.5'],
    [1.1, '1.1'],
    [0.29, '0.29'],
    [0.1 + 0.2, '0.3'],
    [1.23456, '1.2345'],
    [9.99999, '9.9999'],
    [-9.99999, '-9.9999'],
    [10, '10'],
    [10.00019, '10'],
    [12.3456, '12.345'],
    [100, '100'],
    [999.9999, '999.999'],
    [1000, '1,000'],
    [1000.999, '1,000.99'],
    [-1000.999, '-1,000.99'],
    [1234567.891, '1,234,567.89'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [0.00001, '0'],
    [5e-7, '0'],
    [-0.00001, '0'],
    [-0.00009999, '0'],
    [-12.3456, '-12.345'],
  ])('shows %s as %s in English', (value, shown) => {
    expect(formatNumberDisplay(value, 'en')).toBe(shown)
  })

  it('allows 4 decimals below 10, 3 from 10, 2 from 1,000', () => {
    expect(formatNumberDisplay(9.123456, 'en')).toBe('9.1234')
    expect(formatNumberDisplay(10.123456, 'en')).toBe('10.123')
    expect(formatNumberDisplay(999.123456, 'en')).toBe('999.123')
    expect(formatNumberDisplay(1000.123456, 'en')).toBe('1,000.12')
    expect(maxDecimalsFor(9.9999)).toBe(4)
    expect(maxDecimalsFor(10)).toBe(3)
    expect(maxDecimalsFor(999.9)).toBe(3)
    expect(maxDecimalsFor(1000)).toBe(2)
    expect(maxDecimalsFor(-1000)).toBe(2)
  })

  it('cuts decimals, never rounds up', () => {
    expect(formatNumberDisplay(2.99999, 'en')).toBe('2.9999')
    expect(formatNumberDisplay(19.9999, 'en')).toBe('19.999')
    expect(formatNumberDisplay(1999.999, 'en')).toBe('1,999.99')
    expect(formatNumberDisplay(0.99999, 'en')).toBe('0.9999')
  })

  it('shows a value that is not a number as "-", not as an empty balance', () => {
    expect(formatNumberDisplay(Number.NaN, 'en')).toBe('-')
    expect(formatNumberDisplay(Number.POSITIVE_INFINITY, 'en')).toBe('-')
    expect(formatNumberDisplay(Number.NEGATIVE_INFINITY, 'de')).toBe('-')
  })

  it('groups thousands and writes the decimal sign the way the language does', () => {
    expect(formatNumberDisplay(1234567.5, 'de')).toBe('1.234.567,5')
    expect(formatNumberDisplay(1234.5678, 'de')).toBe('1.234,56')
    expect(formatNumberDisplay(-0.29, 'de')).toBe('-0,29')
    expect(formatNumberDisplay(1234567.5, 'id')).toBe('1.234.567,5')
    expect(formatNumberDisplay(1234.5, 'ru')).toMatch(/^1\s234,5$/u)
    expect(formatNumberDisplay(1234567.5, 'fil')).toBe('1,234,567.5')
  })

  it('writes 0-9 in every language, with that language’s grouping', () => {
    expect(formatNumberDisplay(1234567.891, 'ne')).toBe('12,34,567.89')
    expect(formatNumberDisplay(1234567.891, 'my')).toBe('1,234,567.89')
    expect(formatNumberDisplay(1234567.891, 'zh')).toBe('1,234,567.89')
  })

  it('never shows more decimals than allowed, a trailing zero, or "-0"', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const shown = formatNumberDisplay(value, 'en')
        const [whole = '', fraction = ''] = shown.replace(/^-/, '').split('.')
        expect(fraction.length).toBeLessThanOrEqual(maxDecimalsFor(readEnglish(whole)))
        expect(fraction).not.toMatch(/0$/)
        expect(shown).not.toMatch(/^-0$/)
      }),
    )
  })

  it('never shows more than the value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const shown = Math.abs(readEnglish(formatNumberDisplay(value, 'en')))
        expect(shown).toBeLessThanOrEqual(Math.abs(value))
      }),
    )
  })

  it('shows exactly the written digits, cut to the allowed decimals', () => {
    fc.assert(
      fc.property(writtenDecimal, ({ whole, fraction, negative, value }) => {
        const shown = formatNumberDisplay(value, 'en')
        const [shownWhole = '', shownFraction = ''] = shown.replace(/^-/, '').split('.')
        const wanted = fraction.slice(0, maxDecimalsFor(Number(whole))).replace(/0+$/, '')
        expect(shownWhole.replaceAll(',', '')).toBe(whole)
        expect(shownFraction).toBe(wanted)
        expect(shown.startsWith('-')).toBe(negative && shown !== '0')
      }),
    )
  })

  it('is stable over its own output', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const once = formatNumberDisplay(value, 'en')
        expect(formatNumberDisplay(readEnglish(once), 'en')).toBe(once)
      }),
    )
  })

  it('writes German with the English separators swapped', () => {
    const swap = (text: string) => text.replace(/[.,]/g, (sign) => (sign === '.' ? ',' : '.'))
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(formatNumberDisplay(value, 'de')).toBe(swap(formatNumberDisplay(value, 'en')))
      }),
    )
  })
})

describe('formatMoney', () => {
  it('shows minor units exactly', () => {
    expect(formatMoney(1999, 2, 'en')).toBe('19.99')
    expect(formatMoney(29, 2, 'en')).toBe('0.29')
    expect(formatMoney(110, 2, 'en')).toBe('1.1')
    expect(formatMoney(10, 2, 'en')).toBe('0.1')
    expect(formatMoney(1, 2, 'en')).toBe('0.01')
    expect(formatMoney(-1, 2, 'en')).toBe('-0.01')
    expect(formatMoney(123456789, 2, 'en')).toBe('1,234,567.89')
    expect(formatMoney(5000, 0, 'en')).toBe('5,000')
    expect(formatMoney(-250, 2, 'en')).toBe('-2.5')
    expect(formatMoney(0, 2, 'en')).toBe('0')
    expect(formatMoney(123456789, 2, 'de')).toBe('1.234.567,89')
  })

  it('cuts to the same decimals as any other number', () => {
    expect(formatMoney(99_999, 4, 'en')).toBe('9.9999')
    expect(formatMoney(123_456_789, 4, 'en')).toBe('12,345.67')
    expect(formatMoney(1_999_999, 6, 'en')).toBe('1.9999')
  })

  it('stays exact beyond the safe integers when given a bigint', () => {
    expect(formatMoney(123_456_789_012_345_678_901n, 2, 'en')).toBe('1,234,567,890,123,456,789.01')
  })

  it('cuts a stray fraction of a minor unit, shows "-" for not-a-number', () => {
    expect(formatMoney(1999.9, 2, 'en')).toBe('19.99')
    expect(formatMoney(Number.NaN, 2, 'en')).toBe('-')
  })

  it('refuses an impossible number of decimals', () => {
    expect(() => formatMoney(100, -1, 'en')).toThrow(RangeError)
    expect(() => formatMoney(100, 1.5, 'en')).toThrow(RangeError)
  })

  it('agrees with the number display for every amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.integer({ min: 0, max: 6 }),
        (minor, decimals) => {
          const sign = minor < 0 ? '-' : ''
          const digits = String(Math.abs(minor)).padStart(decimals + 1, '0')
          const point = digits.length - decimals
          const major = Number(`${sign}${digits.slice(0, point)}.${digits.slice(point)}`)
          expect(formatMoney(minor, decimals, 'en')).toBe(formatNumberDisplay(major, 'en'))
        },
      ),
    )
  })
})

describe('formatNumber', () => {
  it('writes a figure with Intl’s options, in Latin digits whatever the language', () => {
    expect(formatNumber(1.5, 'en', { minimumFractionDigits: 2 })).toBe('1.50')
    expect(formatNumber(0.25, 'ru', { style: 'percent' })).toBe('25\u00a0%')
    expect(formatNumber(1234.5, 'ne', { maximumFractionDigits: 1 })).toBe('1,234.5')
    expect(formatNumber(1234.5, 'my')).toMatch(/^1.?234.5$/)
  })

  it('builds one formatter per language and options, however many figures it writes', () => {
    const Original = Intl.NumberFormat
    let count = 0
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        count += 1
      }
    }
    const intl = Intl as { NumberFormat: typeof Intl.NumberFormat }
    intl.NumberFormat = Counted as typeof Intl.NumberFormat
    const built = { calls: () => count }
    try {
      for (let odds = 1; odds < 3; odds += 0.01) {
        formatNumber(odds, 'vi', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      }
      expect(formatNumber(1.5, 'vi', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
        '1,50',
      )
      expect(built.calls()).toBe(1)
      // Other options, another formatter, with their own answer.
      expect(formatNumber(1.5, 'vi', { maximumFractionDigits: 0 })).toBe('2')
      expect(built.calls()).toBe(2)
    } finally {
      intl.NumberFormat = Original
    }
  })
})
