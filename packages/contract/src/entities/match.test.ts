import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BetLine } from './match.ts'

const line = {
  line_id: 'l-1',
  bet_type: 'HDP',
  home_away: 2,
  criteria1: '-0.5',
  home_team_name: 'Arsenal',
  away_team_name: 'Chelsea',
  home_team_names: { CN: '阿森纳', VI: 'Arsenal' },
  away_team_names: {},
  odds: 1.95,
}

describe('BetLine', () => {
  it('backs home (1), away (2) or the draw (3) only', () => {
    for (const side of [1, 2, 3]) expect(v.is(BetLine, { ...line, home_away: side })).toBe(true)
    for (const side of [0, 4, '1']) expect(v.is(BetLine, { ...line, home_away: side })).toBe(false)
  })

  it('keys localised team names by the supported language codes', () => {
    expect(v.parse(BetLine, line).home_team_names).toEqual({ CN: '阿森纳', VI: 'Arsenal' })
    const result = v.safeParse(BetLine, { ...line, home_team_names: { FR: 'Arsenal' } })
    expect(result.issues?.map((i) => i.message)).toContain('languageCodeUnknown')
  })

  it('refuses odds below evens-with-nothing (1.0)', () => {
    expect(v.is(BetLine, { ...line, odds: 0.9 })).toBe(false)
  })
})
