/**
 * The stakes the reference server takes, mirrored from its `stakeLimits` (apps/api/src/play/
 * play-calls.ts): one minor unit up to ten minimum deposits, with the floor at a hundredth of the
 * minimum deposit. Minor units throughout. The server stays the judge: a stake it refuses is
 * reported, never assumed away.
 */
export function stakeLimits(depositMin: number): { min: number; max: number } {
  return { min: Math.max(1, Math.floor(depositMin / 100)), max: depositMin * 10 }
}

/** How many minimum stakes each choice is. */
const multiples = [1, 5, 10, 50, 100] as const

/**
 * The stakes the player picks from: whole currency units (a player reads "5 PHP", not "4.37"),
 * starting at the smallest whole amount the server takes, then 5×, 10×, 50× and 100× it, as long
 * as they stay within the maximum.
 */
export function stakeChoices(depositMin: number, decimals: number): number[] {
  const { min, max } = stakeLimits(depositMin)
  const unit = 10 ** decimals
  const base = Math.max(unit, Math.ceil(min / unit) * unit)
  const choices = multiples.map((times) => base * times).filter((stake) => stake <= max)
  if (choices.length > 0) return choices
  // Limits too narrow to hold a whole unit still leave the server's own minimum to play.
  return min <= max ? [min] : []
}
