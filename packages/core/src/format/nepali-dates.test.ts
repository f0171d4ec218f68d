import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNepaliDate } from './nepali-dates.ts'

const march4 = Date.UTC(2026, 2, 4, 15, 5, 7)
const kathmandu = 'Asia/Kathmandu'

describe('a date for a Nepali reader', () => {
  it('writes Devanagari month names in CLDR’s order, with Latin digits', () => {
    expect(
      formatNepaliDate(march4, { dateStyle: 'medium', timeStyle: 'short', timeZone: kathmandu }),
    ).toBe('2026 मार्च 4, 20:50')
    expect(formatNepaliDate(march4, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('2026 मार्च 4')
    expect(formatNepaliDate(march4, { dateStyle: 'full', timeZone: 'UTC' })).toBe(
      '2026 मार्च 4, बुधबार',
    )
    expect(formatNepaliDate(march4, { dateStyle: 'short', timeZone: 'UTC' })).toBe('26/3/4')
    expect(
      formatNepaliDate(march4, { dateStyle: 'long', timeStyle: 'long', timeZone: kathmandu }),
    ).toBe('2026 मार्च 4: 20:50:07 GMT+5:45')
    expect(formatNepaliDate(march4, { timeStyle: 'short', hour12: true, timeZone: 'UTC' })).toBe(
      '03:05 अपराह्न',
    )
    expect(formatNepaliDate(march4, 'short')).toMatch(/^2026-03-0[45]$/)
  })

  it('names every month and weekday', () => {
    const names = Array.from({ length: 12 }, (_, month) =>
      formatNepaliDate(Date.UTC(2026, month, 1), { dateStyle: 'full', timeZone: 'UTC' }),
    )
    expect(names.join('\n')).toMatchInlineSnapshot(`
      "2026 जनवरी 1, बिहिबार
      2026 फेब्रुअरी 1, आइतबार
      2026 मार्च 1, आइतबार
      2026 अप्रिल 1, बुधबार
      2026 मे 1, शुक्रबार
      2026 जुन 1, सोमबार
      2026 जुलाई 1, बुधबार
      2026 अगस्ट 1, शनिबार
      2026 सेप्टेम्बर 1, मङ्गलबार
      2026 अक्टोबर 1, बिहिबार
      2026 नोभेम्बर 1, आइतबार
      2026 डिसेम्बर 1, मङ्गलबार"
    `)
  })

  it('takes Lingui’s sizes by name, and dates as numbers, strings or Date objects', () => {
    const iso = new Date(march4).toISOString()
    expect(formatNepaliDate(iso, 'default')).toBe(formatNepaliDate(march4))
    expect(formatNepaliDate(new Date(march4), { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '2026 मार्च 4',
    )
    expect(() => formatNepaliDate('not a date')).toThrow(RangeError)
  })

  // Node carries the full ICU: where the runtime has Nepali, ours must read exactly as its does,
  // so a page the server renders and the browser hydrates shows one date.
  const fullIcu = Intl.DateTimeFormat.supportedLocalesOf(['ne']).length > 0
  const formats: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'full' },
    { dateStyle: 'long', timeStyle: 'medium' },
    { dateStyle: 'medium', timeStyle: 'short' },
    { dateStyle: 'medium', timeStyle: 'long' },
    { dateStyle: 'medium' },
    { dateStyle: 'short', timeStyle: 'short' },
    { timeStyle: 'medium' },
    { timeStyle: 'short', hour12: true },
    { timeStyle: 'long' },
    { day: 'numeric', month: 'short', year: 'numeric' },
    { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' },
    { day: 'numeric', month: 'numeric', year: 'numeric' },
    { day: 'numeric', month: 'long' },
    { day: 'numeric', month: 'short', year: 'numeric', weekday: 'short' },
    { year: 'numeric', month: 'long' },
    { month: 'numeric', day: 'numeric' },
    { hour: 'numeric', minute: 'numeric' },
    { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    { hour: 'numeric', minute: 'numeric', hour12: true },
    { day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: 'numeric' },
  ]
  it.skipIf(!fullIcu).each(formats)('reads as a full ICU writes %o', (format) => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.constantFrom('UTC', kathmandu, 'America/New_York', 'Asia/Manila'),
        (date, timeZone) => {
          const options = { ...format, timeZone }
          expect(formatNepaliDate(date, options)).toBe(
            new Intl.DateTimeFormat('ne-u-nu-latn', options).format(date),
          )
        },
      ),
    )
  })
})
