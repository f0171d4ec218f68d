import type { I18n } from '@lingui/core'

/**
 * Nepali dates from our own data (CLDR 48's `ne`), for browsers whose ICU lacks Nepali: Chromium's
 * trimmed data has none, and `Intl.DateTimeFormat('ne')` there writes "Mar 14, 2026, 9:05 AM".
 * The output is what a full ICU writes for `ne-u-nu-latn` ("2026 मार्च 14, 09:05"): Devanagari
 * month and weekday names, CLDR's order, Latin digits like every figure on the site. The same on
 * every engine, so a page rendered by the server (Node, full ICU) and hydrated by the browser
 * reads the same. Only a time zone's long name ("नेपाली समय") is not ours: full and long times
 * both end in the offset ("GMT+5:45"). Formats given field by field follow CLDR's patterns for
 * the usual combinations (`y MMM d`, `y-MM-dd`, `HH:mm`); rarer ones keep its order and names.
 */

/** The month names, January first; CLDR's abbreviated forms are the wide ones. */
const months = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
] as const

/** The weekday names, Sunday first. */
const weekdays = ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहिबार', 'शुक्रबार', 'शनिबार'] as const
const shortWeekdays = ['आइत', 'सोम', 'मङ्गल', 'बुध', 'बिहि', 'शुक्र', 'शनि'] as const
const am = 'पूर्वाह्न'
const pm = 'अपराह्न'

/** `formatNepaliDate` as Lingui's `i18n.date`: no date is now, as Intl has it. */
export const nepaliDate: I18n['date'] = (value, format) =>
  formatNepaliDate(value ?? Date.now(), format)

/** The sizes Lingui's `i18n.date` takes by name, as it expands them. */
type NamedFormat = 'default' | 'short' | 'long' | 'full'

interface Fields {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
  readonly weekday: number
}

/**
 * A date written for a Nepali reader, with `Intl.DateTimeFormat`'s options (`dateStyle` and
 * `timeStyle`, or the fields one by one) or a size by name as Lingui's `i18n.date` takes them.
 */
export function formatNepaliDate(
  value: Date | number | string,
  format: Intl.DateTimeFormatOptions | NamedFormat = 'default',
): string {
  const options = typeof format === 'string' ? namedFormat(format) : format
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  const fields = fieldsOf(date, options.timeZone)
  const twelveHour = options.hour12 ?? (options.hourCycle === 'h11' || options.hourCycle === 'h12')
  if (options.dateStyle || options.timeStyle) {
    const day = options.dateStyle ? styledDate(fields, options.dateStyle) : ''
    const time = options.timeStyle
      ? styledTime(fields, options.timeStyle, twelveHour, date, options.timeZone)
      : ''
    if (!day || !time) return day || time
    const glue = options.dateStyle === 'full' || options.dateStyle === 'long' ? ': ' : ', '
    return `${day}${glue}${time}`
  }
  const day = fieldDate(fields, options)
  const time = fieldTime(fields, options, twelveHour)
  return [day, time].filter(Boolean).join(', ') || styledDate(fields, 'short')
}

function namedFormat(format: NamedFormat): Intl.DateTimeFormatOptions {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }
  if (format === 'full') return { ...options, month: 'long', weekday: 'long' }
  if (format === 'long') return { ...options, month: 'long' }
  if (format === 'short') return { ...options, month: 'numeric' }
  return options
}

/** The date's fields in its time zone (the runtime's own when none is given). */
function fieldsOf(date: Date, timeZone: string | undefined): Fields {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date)
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0)
  const [year, month, day] = [field('year'), field('month'), field('day')]
  return {
    year,
    month,
    day,
    hour: field('hour') % 24,
    minute: field('minute'),
    second: field('second'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

function styledDate(fields: Fields, style: NonNullable<Intl.DateTimeFormatOptions['dateStyle']>) {
  const { year, month, day, weekday } = fields
  if (style === 'short') return `${pad(year % 100)}/${month}/${day}`
  const written = `${year} ${months[month - 1]} ${day}`
  return style === 'full' ? `${written}, ${weekdays[weekday]}` : written
}

function styledTime(
  fields: Fields,
  style: NonNullable<Intl.DateTimeFormatOptions['timeStyle']>,
  twelveHour: boolean,
  date: Date,
  timeZone: string | undefined,
) {
  const time = clock(fields, { seconds: style !== 'short', paddedHour: true, twelveHour })
  return style === 'full' || style === 'long' ? `${time} ${zoneOf(date, timeZone)}` : time
}

/**
 * Hours and minutes, CLDR's `HH:mm` and `HH:mm:ss`; a 12-hour clock is ICU's for Nepali, 0 to 11
 * (`h11`), with the half of the day after it.
 */
function clock(
  fields: Fields,
  how: { seconds: boolean; paddedHour: boolean; twelveHour: boolean },
): string {
  const hour = how.twelveHour ? fields.hour % 12 : fields.hour
  const minutes = `${pad(fields.minute)}${how.seconds ? `:${pad(fields.second)}` : ''}`
  const time = `${how.paddedHour ? pad(hour) : hour}:${minutes}`
  return how.twelveHour ? `${time} ${fields.hour < 12 ? am : pm}` : time
}

/** The zone as Nepali CLDR writes it without names of its own: UTC, else its offset. */
function zoneOf(date: Date, timeZone: string | undefined): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
  const zone = offset.resolvedOptions().timeZone
  if (/^(Etc\/)?(UTC|GMT|UCT|Universal|Zulu)$/.test(zone)) return 'UTC'
  return offset.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
}

/**
 * The date part of a format given field by field: only the fields it asks for, in CLDR's order
 * (`y MMM d`, `y-MM-dd` with a numeric month), the weekday after them.
 */
function fieldDate(fields: Fields, options: Intl.DateTimeFormatOptions): string {
  const numericMonth = options.month === 'numeric' || options.month === '2-digit'
  const year = options.year === '2-digit' ? pad(fields.year % 100) : String(fields.year)
  const month = numericMonth ? pad(fields.month) : months[fields.month - 1]
  const day = numericMonth || options.day === '2-digit' ? pad(fields.day) : String(fields.day)
  const shown = [
    options.year ? year : '',
    options.month ? month : '',
    options.day ? day : '',
  ].filter(Boolean)
  const written = shown.join(numericMonth ? '-' : ' ')
  if (!options.weekday) return written
  const weekday = (options.weekday === 'long' ? weekdays : shortWeekdays)[fields.weekday]
  return written ? `${written}, ${weekday}` : (weekday ?? '')
}

/** The time part of a format given field by field: `HH:mm`, `HH:mm:ss` or `h:mm a`. */
function fieldTime(fields: Fields, options: Intl.DateTimeFormatOptions, twelveHour: boolean) {
  if (!options.hour && !options.minute && !options.second) return ''
  return clock(fields, { seconds: Boolean(options.second), paddedHour: !twelveHour, twelveHour })
}
