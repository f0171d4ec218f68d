/**
 * The parts of an ISO 8601 timestamp in the forms valibot's `isoTimestamp` accepts: `T` or a
 * space between date and time, optional fractions of a second, and `Z` or an offset written
 * `+08:00`, `+0800` or `+08` (a space may come before it).
 */
const timestampParts =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z| ?([+-])(\d{2})(?::?(\d{2}))?)$/

/**
 * The instants a date may name, offset applied. From 1970, since nothing the platform records
 * is older; to the end of 9999, where JavaScript's `toISOString` stops writing four-digit years
 * and well inside PostgreSQL's timestamptz (which goes to 294276).
 */
export const earliestInstant = Date.UTC(1970, 0, 1)
export const latestInstant = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

/**
 * The widest offset any time zone uses (Kiribati's +14:00). PostgreSQL refuses offsets beyond
 * ±15:59, and valibot lets ±23:59 through.
 */
const maxOffsetMinutes = 14 * 60

/**
 * True when an ISO timestamp names an instant that exists: its day is on the calendar (no
 * 30 February, no 29 February outside leap years), its time and offset are on the clock, and
 * once the offset is applied it falls between `earliestInstant` and `latestInstant`.
 */
export function isRealInstant(timestamp: string): boolean {
  const parts = timestampParts.exec(timestamp)
  if (!parts) return false
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const [fraction = '', sign = '+', offsetHours = '0', offsetMinutes = '0'] = parts.slice(7)
  if (hour > 23 || minute > 59 || second > 59 || Number(offsetMinutes) > 59) return false
  // setUTCFullYear takes the year as written, where Date.UTC reads 0–99 as 1900–1999; a day
  // past the month's end rolls into the next month, which the comparison below catches.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const onCalendar =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes))
  if (!onCalendar || Math.abs(offset) > maxOffsetMinutes) return false
  const instant =
    date.getTime() +
    ((hour * 60 + minute - offset) * 60 + second) * 1000 +
    Number(`0.${fraction}`) * 1000
  return instant >= earliestInstant && instant <= latestInstant
}
