import type { BetLine, Match, MatchStatus } from '@parlor/contract'
import { type SeededRandom, seededRandom } from '../demo-data/seeded-random.ts'
import {
  basketballLeagues,
  esportsLeagues,
  footballLeagues,
  type League,
  sabongLeagues,
  tennisLeagues,
} from './sports-catalogue.ts'
import {
  footballMarkets,
  type MarketInput,
  sabongMarkets,
  twoWayMarkets,
} from './sports-markets.ts'
import {
  basketballBaskets,
  bestOfThree,
  footballGoals,
  type ScoringEvent,
  sabongFight,
  scoreAt,
} from './sports-scores.ts'

interface SportRules {
  readonly sport: string
  readonly leagues: readonly League[]
  /** A match starts every this many minutes, `offsetMinutes` past each multiple (UTC). */
  readonly everyMinutes: number
  readonly offsetMinutes: number
  readonly durationMinutes: number
  readonly scoring: (random: SeededRandom, homeStrength: number) => ScoringEvent[]
  readonly markets: (input: MarketInput, random: SeededRandom) => BetLine[]
}

/**
 * The demo feed: each sport starts a match at fixed times of every day, so the board is the same
 * for everyone at a given moment and rolls on by itself. Football starts hourly and runs longer
 * than an hour, so a live match exists at every moment; the look-back window is longer than a
 * football match plus its interval, so a finished one does too.
 */
const sports: readonly SportRules[] = [
  {
    sport: 'football',
    leagues: footballLeagues,
    everyMinutes: 60,
    offsetMinutes: 0,
    durationMinutes: 115,
    scoring: footballGoals,
    markets: footballMarkets,
  },
  {
    sport: 'basketball',
    leagues: basketballLeagues,
    everyMinutes: 90,
    offsetMinutes: 20,
    durationMinutes: 140,
    scoring: basketballBaskets,
    markets: (input, random) =>
      twoWayMarkets(input, random, {
        handicapFrom: 0.5,
        handicapPerStrength: 30,
        totalFrom: 198,
        totalTo: 228,
      }),
  },
  {
    sport: 'tennis',
    leagues: tennisLeagues,
    everyMinutes: 120,
    offsetMinutes: 40,
    durationMinutes: 110,
    scoring: bestOfThree,
    markets: (input, random) =>
      twoWayMarkets(input, random, {
        handicapFrom: 1.5,
        handicapPerStrength: 8,
        totalFrom: 20,
        totalTo: 23,
      }),
  },
  {
    sport: 'esports',
    leagues: esportsLeagues,
    everyMinutes: 45,
    offsetMinutes: 10,
    durationMinutes: 40,
    scoring: bestOfThree,
    markets: (input, random) =>
      twoWayMarkets(input, random, {
        handicapFrom: 1.5,
        handicapPerStrength: 0,
        totalFrom: 2,
        totalTo: 2,
      }),
  },
  {
    sport: 'sabong',
    leagues: sabongLeagues,
    everyMinutes: 30,
    offsetMinutes: 5,
    durationMinutes: 20,
    scoring: sabongFight,
    markets: (input) => sabongMarkets(input),
  },
]

export const sportNames: readonly string[] = sports.map((rules) => rules.sport)

const lookBackMinutes = 4 * 60
const lookAheadMinutes = 12 * 60
const minute = 60_000

function statusAt(startsAt: number, durationMinutes: number, now: number): MatchStatus {
  if (now < startsAt) return 'upcoming'
  return now < startsAt + durationMinutes * minute ? 'live' : 'finished'
}

/** One match of the schedule; everything about it follows from its sport and slot number. */
function scheduledMatch(rules: SportRules, slot: number, now: number): Match {
  const startsAt = (slot * rules.everyMinutes + rules.offsetMinutes) * minute
  const matchId = `${rules.sport}-${slot}`
  // Every draw happens in the same order whatever the status, so a match keeps its teams, odds
  // and final score from the first time it is listed to the last.
  const random = seededRandom(matchId)
  const league = random.pick(rules.leagues)
  const [home, away] = random.sample(league.competitors, 2)
  if (!home || !away) throw new Error(`${league.name} needs at least two competitors`)
  const homeStrength = random.between(0.3, 0.7)
  const betLines = rules.markets({ matchId, home, away, homeStrength }, random)
  const events = rules.scoring(random, homeStrength)

  const status = statusAt(startsAt, rules.durationMinutes, now)
  const progress = Math.min(1, (now - startsAt) / (rules.durationMinutes * minute))
  const score = status === 'upcoming' ? null : scoreAt(events, progress)
  return {
    match_id: matchId,
    sport: rules.sport,
    league_name: league.name,
    home_team_name: home.name,
    away_team_name: away.name,
    home_team_names: home.names,
    away_team_names: away.names,
    starts_at: new Date(startsAt).toISOString(),
    status,
    home_score: score?.home ?? null,
    away_score: score?.away ?? null,
    // A finished match has been settled: nothing is left to bet on.
    bet_lines: status === 'finished' ? [] : betLines,
  }
}

/**
 * Every match from four hours before `now` to twelve hours after, by start time: finished ones
 * with their final score, live ones with the score so far, upcoming ones with none.
 */
export function scheduledMatches(now: Date): Match[] {
  const at = now.getTime()
  const matches: Match[] = []
  for (const rules of sports) {
    const every = rules.everyMinutes * minute
    const offset = rules.offsetMinutes * minute
    const first = Math.ceil((at - lookBackMinutes * minute - offset) / every)
    const last = Math.floor((at + lookAheadMinutes * minute - offset) / every)
    for (let slot = first; slot <= last; slot++) matches.push(scheduledMatch(rules, slot, at))
  }
  return matches.sort(
    (a, b) => a.starts_at.localeCompare(b.starts_at) || a.match_id.localeCompare(b.match_id),
  )
}
