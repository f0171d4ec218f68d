import type { BetLine, HomeAway } from '@parlor/contract'
import type { SeededRandom } from '../demo-data/seeded-random.ts'
import type { Competitor } from './sports-catalogue.ts'

/** What a bookmaker keeps: odds are priced as if each outcome were this much likelier. */
const margin = 1.06

/** Fair probability to decimal odds, with the margin, never below the contract's floor of 1. */
function oddsFor(probability: number): number {
  return Math.max(1.01, Math.round(100 / (probability * margin)) / 100)
}

/** A handicap as the selection reads it: `-4.5` gives points, `+4.5` receives them. */
function signed(line: number): string {
  return line > 0 ? `+${line}` : `${line}`
}

/** Both sides of an evenly priced line (handicaps and totals are set so each side is ~50%). */
function evenOdds(random: SeededRandom): [number, number] {
  const home = Math.round(random.between(1.84, 1.98) * 100) / 100
  return [home, Math.round((3.8 - home) * 100) / 100]
}

export interface MarketInput {
  readonly matchId: string
  readonly home: Competitor
  readonly away: Competitor
  /** The home side's chance of winning in a two-way market, 0..1. */
  readonly homeStrength: number
}

type Selection = readonly [homeAway: HomeAway, criteria1: string, odds: number]

function lines(input: MarketInput, betType: string, selections: readonly Selection[]): BetLine[] {
  return selections.map(([home_away, criteria1, odds]) => ({
    line_id: `${input.matchId}-${betType}-${home_away}`,
    bet_type: betType,
    home_away,
    criteria1,
    home_team_name: input.home.name,
    away_team_name: input.away.name,
    home_team_names: input.home.names,
    away_team_names: input.away.names,
    odds,
  }))
}

/**
 * Markets of a sport with draws: 1X2 (1 home, 2 away, 3 draw), a half-goal handicap and goals
 * over/under 2.5. On totals, side 1 is over and side 2 under, as the feed the shell reads does.
 */
export function footballMarkets(input: MarketInput, random: SeededRandom): BetLine[] {
  const draw = random.between(0.22, 0.3)
  const home = (1 - draw) * input.homeStrength
  const away = 1 - draw - home
  const [over, under] = evenOdds(random)
  return [
    ...lines(input, '1X2', [
      [1, '', oddsFor(home)],
      [2, '', oddsFor(away)],
      [3, '', oddsFor(draw)],
    ]),
    // With half a goal given, the home side must win outright and the away side wins or draws.
    ...lines(input, 'HDP', [
      [1, '-0.5', oddsFor(home)],
      [2, '+0.5', oddsFor(1 - home)],
    ]),
    ...lines(input, 'OU', [
      [1, '2.5', over],
      [2, '2.5', under],
    ]),
  ]
}

/** Moneyline, handicap and total of a sport without draws; `scale` fits the lines to its scoring. */
export function twoWayMarkets(
  input: MarketInput,
  random: SeededRandom,
  scale: {
    /** The smallest handicap the favourite gives, e.g. 1.5 maps. */
    readonly handicapFrom: number
    /** How much more it gives per unit of strength above evens. */
    readonly handicapPerStrength: number
    readonly totalFrom: number
    readonly totalTo: number
  },
): BetLine[] {
  const favouriteBy = Math.floor(Math.abs(input.homeStrength - 0.5) * scale.handicapPerStrength)
  const homeLine = (input.homeStrength >= 0.5 ? -1 : 1) * (scale.handicapFrom + favouriteBy)
  const total = random.int(scale.totalFrom, scale.totalTo) + 0.5
  const [homeHandicap, awayHandicap] = evenOdds(random)
  const [over, under] = evenOdds(random)
  return [
    ...lines(input, 'ML', [
      [1, '', oddsFor(input.homeStrength)],
      [2, '', oddsFor(1 - input.homeStrength)],
    ]),
    ...lines(input, 'HDP', [
      [1, signed(homeLine), homeHandicap],
      [2, signed(-homeLine), awayHandicap],
    ]),
    ...lines(input, 'OU', [
      [1, String(total), over],
      [2, String(total), under],
    ]),
  ]
}

/** Sabong: Meron (1), Wala (2) or a draw (3), which traditionally pays eight to one. */
export function sabongMarkets(input: MarketInput): BetLine[] {
  const draw = 0.04
  return lines(input, '1X2', [
    [1, '', oddsFor((1 - draw) * input.homeStrength)],
    [2, '', oddsFor((1 - draw) * (1 - input.homeStrength))],
    [3, '', 9],
  ])
}
