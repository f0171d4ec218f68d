import type { VipNextLevel } from '@parlor/contract'

/**
 * The player's VIP standing. Amounts are integer minor units, like all money.
 *
 * The server describes the current level as a band: the level begins at `starting_*` and the next
 * one at `*_next`, and `cycle_*` is what the player has counted so far this cycle, on the same
 * scale. Progress answers "how far am I from my level towards the next": 0 on reaching a level,
 * 100 once the next level's threshold is met.
 */
export interface VipSummary {
  /** Deposits counted this cycle (`cycle_deposit`). */
  readonly totalDeposit: number
  /** Percent of the deposit band covered, 0 to 100. */
  readonly depoProgress: number
  /** Turnover counted this cycle (`cycle_turnover`). */
  readonly totalTurnover: number
  /** Percent of the turnover band covered, 0 to 100. */
  readonly toProgress: number
  readonly currentLevel: string
  readonly nextLevel: string
}

/** Reads /api/auth/vip's `nextLevel[0]`; null when the server sent no level to show. */
export function vipSummary(response: {
  readonly nextLevel: readonly VipNextLevel[]
}): VipSummary | null {
  const level = response.nextLevel[0]
  if (!level) return null
  return {
    totalDeposit: level.cycle_deposit,
    depoProgress: bandProgress(level.starting_deposit, level.cycle_deposit, level.deposit_next),
    totalTurnover: level.cycle_turnover,
    toProgress: bandProgress(level.starting_turnover, level.cycle_turnover, level.turnover_next),
    currentLevel: level.vip_name,
    nextLevel: level.vip_name_next,
  }
}

/**
 * Percent of the way from `start` to `next`, capped to 0..100 and cut, never rounded up,
 * to two decimals: 99.999 shows as 99.99, so 100 appears only once the threshold is met. A band
 * with no width is either reached or not.
 */
function bandProgress(start: number, current: number, next: number): number {
  if (current >= next) return 100
  const width = next - start
  const done = current - start
  // Written so that a NaN from a malformed amount lands on 0 too.
  if (!(width > 0 && done > 0)) return 0
  // Whole hundredths first, so the cut is exact rather than at the mercy of float rounding; the
  // cap keeps huge amounts, where floats lose precision, from reading 100 below the threshold.
  return Math.min(Math.floor((done * 10_000) / width), 9_999) / 100
}
