/**
 * Number display: trailing zeros dropped; below 10 at most 4 decimals, from
 * 10 to below 1,000 at most 3, from 1,000 at most 2; decimals are cut toward zero, never rounded
 * up, so a balance never looks bigger than it is; zero is "0", never "-0"; thousands grouped and
 * the decimal sign chosen by the language. Digits are always 0-9, also for Nepali and Burmese,
 * because the amount fields beside them only take 0-9.
 *
 * All the cutting happens on decimal strings: `1.1 * 10 ** 4` is 11000.000000000002 and
 * `0.29 * 100` is 28.999999999999996, so arithmetic truncation would show 0.28 for 0.29.
 */

/** What a value that is not a number (NaN, ±Infinity) shows: unknown, not an alarming zero. */
const notANumber = '-'

export function maxDecimalsFor(magnitude: number): number {
  const size = Math.abs(magnitude)
  if (size < 10) return 4
  if (size < 1_000) return 3
  return 2
}

export function formatNumberDisplay(value: number, locale: string): string {
  if (!Number.isFinite(value)) return notANumber
  return formatDecimal(plainDecimal(value), locale)
}

/**
 * An integer amount of minor units (1999 with 2 decimals is 19.99) in the display form, exact
 * however large: the decimal point is placed in the digit string, never by dividing.
 */
export function formatMoney(minorUnits: number | bigint, decimals: number, locale: string): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`Money needs 0 to 20 decimals, got ${decimals}`)
  }
  if (typeof minorUnits === 'number' && !Number.isFinite(minorUnits)) return notANumber
  const units = typeof minorUnits === 'bigint' ? minorUnits : BigInt(Math.trunc(minorUnits))
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const point = digits.length - decimals
  const decimal = `${digits.slice(0, point)}.${digits.slice(point)}`
  return formatDecimal(`${negative ? '-' : ''}${decimal}`, locale)
}

/**
 * The shortest decimal that reads back as the same double (what `String` gives), without exponent:
 * 0.29 stays "0.29" although the double is 0.28999…. Exponent forms only occur below 1e-6, which
 * shows as 0 anyway, and from 1e21, which is a whole number.
 */
function plainDecimal(value: number): string {
  const text = String(value)
  if (!text.includes('e')) return text
  return Math.abs(value) < 1 ? '0' : BigInt(value).toString()
}

function formatDecimal(decimal: string, locale: string): string {
  const negative = decimal.startsWith('-')
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.')
  const kept = fraction.slice(0, maxDecimalsFor(Number(whole))).replace(/0+$/, '')
  if (/^0*$/.test(whole) && kept === '') return '0'
  const exact = `${negative ? '-' : ''}${whole}${kept ? `.${kept}` : ''}` as `${number}`
  // A numeric string keeps every digit (Intl.NumberFormat v3); Intl only adds grouping and signs.
  return numberFormat(locale, kept.length).format(exact)
}

const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      numberingSystem: 'latn',
    })
    formats.set(key, format)
  }
  return format
}

/** Formatters by language and options, so a list of odds does not build one per figure. */
const optionFormats = new Map<string, Intl.NumberFormat>()
/** More kinds of figure than a site shows: a caller building options per value stays bounded. */
const maxOptionFormats = 64

/**
 * A number with Intl's options (a percent, odds, a count) in the language's grouping and decimal
 * signs, with Latin digits as every figure on the site (the player types amounts in them).
 * Building an `Intl.NumberFormat` costs far more than using one, and a sportsbook home formats a
 * few hundred odds as it hydrates: one formatter serves every figure of the same kind. (Measured
 * on template10's home at 4× CPU, this function's share of its longest task went from 64 to 49
 * ms; the rest is the browser loading the language's number data on the first formatter.)
 */
export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = optionFormats.get(key)
  if (!format) {
    if (optionFormats.size >= maxOptionFormats) optionFormats.clear()
    format = new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' })
    optionFormats.set(key, format)
  }
  return format.format(value)
}
