import * as v from 'valibot'
import { Count, IsoDate } from '../fields.ts'
import { LanguageCode } from './language.ts'

/** A name in the languages the feed has, keyed by language code; others use the plain name. */
export const LocalizedName = v.record(LanguageCode, v.string())
export type LocalizedName = v.InferOutput<typeof LocalizedName>

/** Who a selection backs: 1 home, 2 away, 3 draw. */
export const homeAwaySides = [1, 2, 3] as const
export const HomeAway = v.picklist(homeAwaySides)
export type HomeAway = v.InferOutput<typeof HomeAway>

/** One selection a player can bet on (a sportsbook bet line). */
export const BetLine = v.object({
  line_id: v.string(),
  /** The market, e.g. 1X2, handicap, over/under, as the feed names it. */
  bet_type: v.string(),
  home_away: HomeAway,
  /** The market's line, e.g. a handicap of -0.5 or a total of 2.5; empty when it has none. */
  criteria1: v.string(),
  home_team_name: v.string(),
  away_team_name: v.string(),
  home_team_names: LocalizedName,
  away_team_names: LocalizedName,
  /** Decimal odds. */
  odds: v.pipe(v.number(), v.minValue(1)),
})
export type BetLine = v.InferOutput<typeof BetLine>

export const matchStatuses = ['upcoming', 'live', 'finished'] as const
export const MatchStatus = v.picklist(matchStatuses, 'matchStatusUnknown')
export type MatchStatus = v.InferOutput<typeof MatchStatus>

export const Match = v.object({
  match_id: v.string(),
  sport: v.string(),
  league_name: v.string(),
  home_team_name: v.string(),
  away_team_name: v.string(),
  home_team_names: LocalizedName,
  away_team_names: LocalizedName,
  starts_at: IsoDate,
  status: MatchStatus,
  /** Null before kick-off. */
  home_score: v.nullable(Count),
  away_score: v.nullable(Count),
  bet_lines: v.array(BetLine),
})
export type Match = v.InferOutput<typeof Match>
