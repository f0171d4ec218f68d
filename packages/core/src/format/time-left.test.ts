import { describe, expect, it } from 'vitest'
import { timeLeft } from './time-left.ts'

const now = new Date('2026-11-23T12:00:00Z')
const after = (ms: number) => new Date(now.getTime() + ms)
const minute = 60_000
const hour = 60 * minute

describe('timeLeft', () => {
  it('says nothing once the end has passed, or for an unreadable date', () => {
    expect(timeLeft(now, now)).toBeNull()
    expect(timeLeft(after(-minute), now)).toBeNull()
    expect(timeLeft(new Date('not a date'), now)).toBeNull()
  })

  it('counts minutes under an hour, rounding up so a few seconds still read as a minute', () => {
    expect(timeLeft(after(5_000), now)).toEqual({ value: 1, unit: 'minute' })
    expect(timeLeft(after(12 * minute), now)).toEqual({ value: 12, unit: 'minute' })
    expect(timeLeft(after(59 * minute), now)).toEqual({ value: 59, unit: 'minute' })
    // 59 minutes and a moment rounds up to 60 minutes, which people call an hour.
    expect(timeLeft(after(59 * minute + 1), now)).toEqual({ value: 1, unit: 'hour' })
  })

  it('counts hours under two days, and days beyond', () => {
    expect(timeLeft(after(hour), now)).toEqual({ value: 1, unit: 'hour' })
    expect(timeLeft(after(2.4 * hour), now)).toEqual({ value: 2, unit: 'hour' })
    expect(timeLeft(after(47 * hour), now)).toEqual({ value: 47, unit: 'hour' })
    expect(timeLeft(after(48 * hour), now)).toEqual({ value: 2, unit: 'day' })
    expect(timeLeft(after(30 * 24 * hour + 3 * hour), now)).toEqual({ value: 30, unit: 'day' })
  })
})
