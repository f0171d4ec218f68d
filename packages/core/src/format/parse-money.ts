import { filterText } from './keyboard-filters.ts'

const spaces = /\p{Zs}/gu
const otherDigit = /\p{Nd}/gu

/**
 * Every kind of space becomes a plain one (locales group with no-break and narrow no-break
 * spaces, which nobody types); digits of other scripts (Devanagari, Burmese, full-width) become
 * 0-9 as the digits-only fields make them; a Chinese keyboard's full-width stop and comma become
 * '.' and ','.
 */
function normalise(text: string): string {
  return text
    .replace(spaces, ' ')
    .replace(otherDigit, (digit) => filterText('digits', digit))
    .replaceAll('\uFF0E', '.')
    .replaceAll('\uFF0C', ',')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const patterns = new Map<string, RegExp>()

/**
 * What an amount looks like in a language: whole digits, with or without group signs, then
 * perhaps a decimal sign and fraction digits. Groups are checked, not just skipped: three digits
 * each, or Indian style (12,34,567) as Nepali writes it.
 */
function amountPattern(locale: string): RegExp {
  const cached = patterns.get(locale)
  if (cached) return cached
  const parts = (value: number) => new Intl.NumberFormat(locale).formatToParts(value)
  const decimal = normalise(parts(1.1).find((p) => p.type === 'decimal')?.value ?? '.')
  const group = normalise(parts(1_234_567).find((p) => p.type === 'group')?.value ?? ',')

  // '.' is on every keyboard, so it is a decimal sign too, unless the language groups with it.
  const decimalSigns = group === '.' ? [decimal] : [...new Set([decimal, '.'])]
  const groupSigns = [...new Set([group, ' '])].filter((sign) => !decimalSigns.includes(sign))
  const d = `(?:${decimalSigns.map(escapeRegExp).join('|')})`
  const g = `(?:${groupSigns.map(escapeRegExp).join('|')})`
  const whole = `\\d{1,3}(?:${g}\\d{3})+|\\d{1,2}(?:${g}\\d{2})+${g}\\d{3}|\\d*`
  const pattern = new RegExp(`^(${whole})(?:${d}(\\d*))?$`)
  patterns.set(locale, pattern)
  return pattern
}

/**
 * An amount the player typed, in major units, as integer minor units (money travels as minor
 * units, docs/decisions.md), or null when it is not an amount: empty, negative, more fraction
 * digits than the currency has, or anything but digits and separators. The arithmetic is on the
 * digit string, so "0.29" is exactly 29, never 28.999….
 *
 * The decimal sign is the language's, or '.'; where the language groups with '.' (Spanish,
 * Vietnamese, Indonesian), '.' stays a group sign, as "50.000" there is fifty thousand, and
 * "1.5" is refused rather than read as 15. Spaces may group digits too.
 */
export function parseMoney(text: string, decimals: number, locale: string): number | null {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`Money needs 0 to 20 decimals, got ${decimals}`)
  }
  const match = amountPattern(locale).exec(normalise(text).trim())
  if (!match) return null
  const whole = (match[1] ?? '').replace(/\D/g, '')
  const fraction = match[2] ?? ''
  if ((whole === '' && fraction === '') || fraction.length > decimals) return null
  const units = BigInt(`${whole}${fraction.padEnd(decimals, '0')}`)
  // Beyond 2^53 a number cannot hold every integer: refused rather than silently changed.
  return units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : null
}
