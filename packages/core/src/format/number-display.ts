/**
 * Number display (spec §9, design.md §5): below 10 at most 4 decimals, from 10 to below 1,000 at
 * most 3, from 1,000 at most 2; decimals are cut, never rounded up; trailing zeros dropped; zero
 * is "0"; thousands grouped by the language. Not-a-number and infinities show as "0": a balance
 * widget must never print "NaN".
 */
export function maxDecimalsFor(magnitude: number): number {
  if (magnitude < 10) return 4
  if (magnitude < 1_000) return 3
  return 2
}

export function formatNumberDisplay(value: number, locale: string): string {
  if (!Number.isFinite(value)) return '0'
  return formatDecimal(decimalString(value), locale)
}

/** An integer count of minor units, shown in major units without floating-point drift. */
export function formatMoney(minorUnits: number, decimals: number, locale: string): string {
  if (!Number.isFinite(minorUnits)) return '0'
  const negative = minorUnits < 0
  const digits = decimalString(Math.trunc(Math.abs(minorUnits))).padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals)
  return formatDecimal(`${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`, locale)
}

/** The shortest exact decimal for a double, without exponent notation. */
function decimalString(value: number): string {
  const text = String(value)
  if (!/e/i.test(text)) return text
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

function formatDecimal(decimal: string, locale: string): string {
  const negative = decimal.startsWith('-')
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.')
  const magnitude = Number(whole)
  const kept = fraction.slice(0, maxDecimalsFor(magnitude)).replace(/0+$/, '')
  if (Number(whole) === 0 && kept === '') return '0'
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: kept.length,
    maximumFractionDigits: kept.length,
  })
  // The string form keeps every digit exact; Intl only adds grouping and the decimal sign.
  const shown = format.format(`${whole}${kept ? `.${kept}` : ''}` as unknown as number)
  return negative ? `-${shown}` : shown
}
