import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scheduledMatches, sportNames } from './sports-schedule.ts'

const anyMoment = fc.date({
  min: new Date('2000-01-01'),
  max: new Date('2100-01-01'),
  noInvalidDate: true,
})

describe('scheduledMatches', () => {
  it('has live, upcoming and finished matches whenever it is asked', () => {
    fc.assert(
      fc.property(anyMoment, (now) => {
        const statuses = new Set(scheduledMatches(now).map((match) => match.status))
        expect([...statuses].sort()).toEqual(['finished', 'live', 'upcoming'])
      }),
      { numRuns: 200 },
    )
  })

  it('lists by start time, with a status and score that fit the clock', () => {
    fc.assert(
      fc.property(anyMoment, (now) => {
        const matches = scheduledMatches(now)
        const starts = matches.map((match) => match.starts_at)
        expect(starts).toEqual([...starts].sort())
        for (const match of matches) {
          const started = Date.parse(match.starts_at) <= now.getTime()
          expect(match.status === 'upcoming').toBe(!started)
          expect(match.home_score === null).toBe(!started)
          expect(match.away_score === null).toBe(!started)
          expect(match.home_team_name).not.toBe(match.away_team_name)
          if (match.status === 'finished') expect(match.bet_lines).toEqual([])
          for (const line of match.bet_lines) expect(line.odds).toBeGreaterThanOrEqual(1)
        }
      }),
      { numRuns: 50 },
    )
  })

  it('covers every sport of the demo', () => {
    const sports = new Set(scheduledMatches(new Date('2025-06-11T12:00:00Z')).map((m) => m.sport))
    expect([...sports].sort()).toEqual([...sportNames].sort())
    expect(sportNames).toEqual(
      expect.arrayContaining(['football', 'basketball', 'tennis', 'esports', 'sabong']),
    )
  })

  it('keeps a match the same from the first listing to the final whistle, its score only rising', () => {
    const kickOff = Date.parse('2025-06-11T14:00:00.000Z')
    const at = (minutes: number) => {
      const now = new Date(kickOff + minutes * 60_000)
      const match = scheduledMatches(now).find(
        (m) => m.match_id.startsWith('football-') && m.starts_at === '2025-06-11T14:00:00.000Z',
      )
      if (!match) throw new Error(`No football match at kick-off ${minutes} minutes before now`)
      return match
    }
    const before = at(-30)
    expect(before.status).toBe('upcoming')
    let previous = { home: 0, away: 0 }
    for (const minutes of [0, 20, 45, 70, 95, 114]) {
      const live = at(minutes)
      expect(live.status).toBe('live')
      expect([live.home_team_name, live.away_team_name]).toEqual([
        before.home_team_name,
        before.away_team_name,
      ])
      expect(live.bet_lines).toEqual(before.bet_lines)
      expect(live.home_score).toBeGreaterThanOrEqual(previous.home)
      expect(live.away_score).toBeGreaterThanOrEqual(previous.away)
      previous = { home: live.home_score ?? 0, away: live.away_score ?? 0 }
    }
    const final = at(116)
    expect(final.status).toBe('finished')
    expect(final.home_score).toBeGreaterThanOrEqual(previous.home)
  })

  it('prices both sides of a handicap with opposite lines and a total with one line', () => {
    for (const match of scheduledMatches(new Date('2025-06-11T12:00:00Z'))) {
      const handicap = match.bet_lines.filter((line) => line.bet_type === 'HDP')
      if (handicap.length) {
        expect(handicap.map((l) => l.home_away)).toEqual([1, 2])
        expect(Number(handicap[0]?.criteria1) + Number(handicap[1]?.criteria1)).toBe(0)
      }
      const totals = match.bet_lines.filter((line) => line.bet_type === 'OU')
      if (totals.length) expect(totals[0]?.criteria1).toBe(totals[1]?.criteria1)
    }
  })
})
