import type { SpinPrize } from '@parlor/contract'

/** Tokens one turn of the wheel costs. */
export const spinCost = 1

export interface WheelSegment {
  readonly prize: SpinPrize
  /** Relative chance of landing here. */
  readonly weight: number
}

/**
 * The lucky wheel's segments, in amounts that follow the site's minimum deposit. Most turns win
 * something small; the jackpot is one in a hundred and one.
 */
export function wheelFor(depositMin: number): WheelSegment[] {
  const unit = Math.max(1, Math.floor(depositMin / 100))
  const segments: [
    label: string,
    kind: SpinPrize['kind'],
    cash: number,
    tokens: number,
    weight: number,
  ][] = [
    ['Try again', 'none', 0, 0, 30],
    ['Small cash', 'cash', unit * 5, 0, 25],
    ['Cash', 'cash', unit * 10, 0, 18],
    ['Free spin', 'token', 0, 1, 12],
    ['Big cash', 'cash', unit * 50, 0, 8],
    ['Three spins', 'token', 0, 3, 4],
    ['Mega cash', 'cash', unit * 200, 0, 3],
    ['Jackpot', 'cash', unit * 1000, 0, 1],
  ]
  return segments.map(([label, kind, cash, tokens, weight], index) => ({
    weight,
    prize: {
      prize_id: index + 1,
      label,
      kind,
      cash_amount: cash,
      token_amount: tokens,
      image_url: `/media/spin/${kind}.svg`,
    },
  }))
}

/** The segment a draw lands on; `pick` answers a uniform integer in [0, total weight). */
export function landOn(wheel: readonly WheelSegment[], pick: (total: number) => number): SpinPrize {
  const total = wheel.reduce((sum, segment) => sum + segment.weight, 0)
  let ticket = pick(total)
  for (const segment of wheel) {
    if (ticket < segment.weight) return segment.prize
    ticket -= segment.weight
  }
  throw new Error(`A wheel draw of ${ticket} fell outside ${total}`)
}
