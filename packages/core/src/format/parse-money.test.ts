import { localeByCode } from '@parlor/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney } from './number-display.ts'
import { parseMoney } from './parse-money.ts'

/** Every locale the site runs in (fil, zh, es, ru, vi, ms, ne, my, mn, id, en). */
const locales = [...new Set(Object.values(localeByCode))]

describe('parseMoney', () => {
  it.each([
    ['100', 2, 'en', 100_00],
    ['19.99', 2, 'en', 19_99],
    ['0.29', 2, 'en', 29],
    ['0.1', 2, 'en', 10],
    ['.5', 2, 'en', 50],
    ['12.', 2, 'en', 12_00],
    ['007', 0, 'en', 7],
    ['1,234,567.89', 2, 'en', 1_234_567_89],
    ['  250  ', 2, 'en', 250_00],
    ['1 000', 0, 'en', 1_000],
    ['0', 2, 'en', 0],
  ])('reads %j with %d decimals in %s as %d minor units', (text, decimals, locale, minor) => {
    expect(parseMoney(text, decimals, locale)).toBe(minor)
  })

  it("takes the language's decimal sign, and '.' too", () => {
    expect(parseMoney('12,5', 2, 'ru')).toBe(12_50)
    expect(parseMoney('12.5', 2, 'ru')).toBe(12_50)
    expect(parseMoney('1 234,5', 2, 'ru')).toBe(1_234_50)
    // Russian groups with a no-break space; what Intl writes reads back.
    expect(parseMoney('1\u00A0234,50', 2, 'ru')).toBe(1_234_50)
  })

  it("reads '.' as grouping where the language groups with it", () => {
    expect(parseMoney('50.000', 0, 'vi')).toBe(50_000)
    expect(parseMoney('1.234.567,89', 2, 'es')).toBe(1_234_567_89)
    expect(parseMoney('2.500,5', 2, 'id')).toBe(2_500_50)
    expect(parseMoney('2500,5', 2, 'id')).toBe(2_500_50)
  })

  it('refuses misplaced group signs rather than guess', () => {
    expect(parseMoney('1.5', 2, 'vi')).toBeNull()
    expect(parseMoney('1,5', 2, 'en')).toBeNull()
    expect(parseMoney('1,2345', 2, 'en')).toBeNull()
    expect(parseMoney('12,34.5', 2, 'en')).toBeNull()
    expect(parseMoney('1 0 0', 0, 'en')).toBeNull()
    expect(parseMoney('1.000', 2, 'en')).toBeNull()
  })

  it('accepts Indian-style grouping as Nepali writes it', () => {
    expect(parseMoney('12,34,567.89', 2, 'ne')).toBe(1_234_567_89)
  })

  it('refuses more fraction digits than the currency has', () => {
    expect(parseMoney('1.999', 2, 'en')).toBeNull()
    expect(parseMoney('10.5', 0, 'en')).toBeNull()
    expect(parseMoney('10.50', 2, 'en')).toBe(10_50)
  })

  it.each([
    '',
    '   ',
    '.',
    '-5',
    '−5',
    '+5',
    '5-',
    '1e3',
    '0x10',
    '₱100',
    '100 PHP',
    'abc',
    '1.2.3',
    'Infinity',
    'NaN',
  ])('refuses %j', (text) => {
    expect(parseMoney(text, 2, 'en')).toBeNull()
  })

  it('reads digits of other scripts and full-width signs as typed on those keyboards', () => {
    expect(parseMoney('१२.५', 2, 'ne')).toBe(12_50)
    expect(parseMoney('၁၀၀', 0, 'my')).toBe(100)
    expect(parseMoney('１２．５', 2, 'zh')).toBe(12_50)
    expect(parseMoney('１，０００', 0, 'zh')).toBe(1_000)
  })

  it('refuses amounts a number cannot hold exactly', () => {
    expect(parseMoney('90071992547409.91', 2, 'en')).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseMoney('90071992547409.92', 2, 'en')).toBeNull()
  })

  it('refuses an impossible number of decimals, as formatMoney does', () => {
    expect(() => parseMoney('1', -1, 'en')).toThrow(RangeError)
    expect(() => parseMoney('1', 1.5, 'en')).toThrow(RangeError)
  })

  it('reads back every amount formatMoney shows, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(...locales),
        (minor, decimals, locale) => {
          const shown = formatMoney(minor, decimals, locale)
          const parsed = parseMoney(shown, decimals, locale)
          expect(parsed).not.toBeNull()
          expect(formatMoney(parsed ?? -1, decimals, locale)).toBe(shown)
        },
      ),
    )
  })

  it('reads back the exact amount when the display keeps every decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(...locales),
        (minor, decimals, locale) => {
          expect(parseMoney(formatMoney(minor, decimals, locale), decimals, locale)).toBe(minor)
        },
      ),
    )
  })
})
