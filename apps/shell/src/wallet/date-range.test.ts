import { describe, expect, it } from 'vitest'
import { dayEndIso, dayStartIso, today, validDay } from './date-range.ts'

describe('date range', () => {
  it('spans whole days of the player’s own time zone', () => {
    const start = new Date(dayStartIso('2025-05-01') ?? '')
    const end = new Date(dayEndIso('2025-05-01') ?? '')
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2025, 4, 1, 0,
    ])
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([
      1, 23, 59, 59,
    ])
    expect(end.getMilliseconds()).toBe(999)
  })

  it('ignores days that do not exist', () => {
    expect(validDay('2025-02-31')).toBe('')
    expect(validDay('yesterday')).toBe('')
    expect(validDay('2024-02-29')).toBe('2024-02-29')
    expect(dayStartIso('')).toBeUndefined()
  })

  it('ignores days the platform cannot filter by', () => {
    expect(validDay('1969-06-01')).toBe('')
    expect(validDay('0000-01-01')).toBe('')
    expect(dayStartIso('1900-01-01')).toBeUndefined()
    expect(validDay('1970-01-02')).toBe('1970-01-02')
    expect(validDay('9999-12-30')).toBe('9999-12-30')
  })

  it('writes today as a date input does', () => {
    expect(today(new Date(2025, 0, 7, 23, 30))).toBe('2025-01-07')
  })
})
