import type { VipLevel, VipNextLevel } from '@parlor/contract'

/**
 * Where a player stands on the VIP ladder: the highest level whose deposit and
 * turnover thresholds are both met, and the band up to the next one. At the top the next level
 * is the top itself, so progress reads full.
 */
export function vipProgress(
  levels: readonly VipLevel[],
  counted: { deposit: number; turnover: number },
): VipNextLevel | null {
  const ladder = [...levels].sort((a, b) => a.level - b.level)
  let current: VipLevel | undefined
  for (const level of ladder) {
    if (counted.deposit >= level.min_deposit && counted.turnover >= level.min_turnover) {
      current = level
    }
  }
  if (!current) return null
  const next = ladder[ladder.indexOf(current) + 1] ?? current
  return {
    starting_deposit: current.min_deposit,
    cycle_deposit: counted.deposit,
    deposit_next: next.min_deposit,
    starting_turnover: current.min_turnover,
    cycle_turnover: counted.turnover,
    turnover_next: next.min_turnover,
    vip_name: current.vip_name,
    vip_name_next: next.vip_name,
  }
}
