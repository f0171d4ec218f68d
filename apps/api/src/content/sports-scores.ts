import type { SeededRandom } from '../demo-data/seeded-random.ts'

/** A score change during a match: who scored, how much, and when (0 kick-off, 1 final whistle). */
export interface ScoringEvent {
  readonly side: 'home' | 'away'
  readonly points: number
  readonly at: number
}

/** The score once `progress` of the match (0..1) has been played. */
export function scoreAt(
  events: readonly ScoringEvent[],
  progress: number,
): { home: number; away: number } {
  let home = 0
  let away = 0
  for (const event of events) {
    if (event.at > progress) continue
    if (event.side === 'home') home += event.points
    else away += event.points
  }
  return { home, away }
}

/** Knuth's method: goals in football arrive roughly as a Poisson process. */
function poisson(random: SeededRandom, mean: number): number {
  const limit = Math.exp(-mean)
  let count = 0
  let product = random.next()
  while (product > limit) {
    count++
    product *= random.next()
  }
  return count
}

function spread(random: SeededRandom, side: 'home' | 'away', count: number, points = () => 1) {
  return Array.from({ length: count }, () => ({ side, points: points(), at: random.next() }))
}

export function footballGoals(random: SeededRandom, homeStrength: number): ScoringEvent[] {
  return [
    ...spread(random, 'home', poisson(random, 0.6 + 1.6 * homeStrength)),
    ...spread(random, 'away', poisson(random, 0.6 + 1.6 * (1 - homeStrength))),
  ]
}

/** Baskets of one, two or three points until each side reaches a typical final score. */
export function basketballBaskets(random: SeededRandom, homeStrength: number): ScoringEvent[] {
  const events: ScoringEvent[] = []
  for (const [side, strength] of [
    ['home', homeStrength],
    ['away', 1 - homeStrength],
  ] as const) {
    const target = random.int(92, 112) + Math.round(strength * 12)
    for (let points = 0; points < target; ) {
      const basket = random.pick([1, 2, 2, 2, 3])
      events.push({ side, points: basket, at: random.next() })
      points += basket
    }
  }
  return events
}

/**
 * Sets (tennis) or maps (esports) of a best-of-three, each counted when it ends; the stronger
 * side wins each more often.
 */
export function bestOfThree(random: SeededRandom, homeStrength: number): ScoringEvent[] {
  const events: ScoringEvent[] = []
  const won = { home: 0, away: 0 }
  while (won.home < 2 && won.away < 2) {
    const side = random.next() < homeStrength ? 'home' : 'away'
    won[side]++
    events.push({ side, points: 1, at: 0 })
  }
  // Evenly spaced ends, the last one just before the match closes.
  return events.map((event, index) => ({ ...event, at: ((index + 1) / events.length) * 0.97 }))
}

/** One fight, one winner (a point for the winning corner); now and then a draw, which scores none. */
export function sabongFight(random: SeededRandom, homeStrength: number): ScoringEvent[] {
  if (random.next() < 0.06) return []
  const side = random.next() < homeStrength ? 'home' : 'away'
  return [{ side, points: 1, at: random.between(0.6, 0.95) }]
}
