/**
 * The reference server's own slot: three reels, three rows shown, paid on the
 * middle row. Symbol weights and the pay table give a return to player of about 96%, which the
 * tests compute exactly over every reel stop.
 */
export const symbolWeights = {
  cherry: 6,
  lemon: 5,
  bell: 4,
  star: 3,
  bar: 2,
  seven: 1,
} as const

export type SlotSymbol = keyof typeof symbolWeights

/** Stake multipliers for three of a kind on the middle row. */
export const threeOfAKind: Readonly<Record<SlotSymbol, number>> = {
  cherry: 10,
  lemon: 15,
  bell: 20,
  star: 40,
  bar: 80,
  seven: 250,
}

/** Two cherries anywhere on the middle row give the stake back. */
export const twoCherries = 1

/** One reel's strip: each symbol as often as its weight, spread out rather than in runs. */
export const reelStrip: readonly SlotSymbol[] = (() => {
  const strip: SlotSymbol[] = []
  const left = new Map(Object.entries(symbolWeights) as [SlotSymbol, number][])
  while (left.size) {
    for (const [symbol, count] of left) {
      strip.push(symbol)
      if (count === 1) left.delete(symbol)
      else left.set(symbol, count - 1)
    }
  }
  return strip
})()

/** The multiplier the middle row pays. */
export function payMultiplier(line: readonly SlotSymbol[]): number {
  const [first] = line
  if (first !== undefined && line.length === 3 && line.every((s) => s === first)) {
    return threeOfAKind[first]
  }
  return line.filter((s) => s === 'cherry').length === 2 ? twoCherries : 0
}

/** The symbols shown on one reel when it stops at `stop`: above, on and below the line. */
export function reelWindow(stop: number): SlotSymbol[] {
  const at = (offset: number) =>
    reelStrip[(stop + offset + reelStrip.length) % reelStrip.length] as SlotSymbol
  return [at(-1), at(0), at(1)]
}

export interface SlotOutcome {
  /** Per reel, top to bottom. */
  readonly reels: SlotSymbol[][]
  readonly win: number
}

/** One spin: `pickStop` answers a uniformly random stop in [0, reelStrip.length). */
export function spinReels(stake: number, pickStop: (size: number) => number): SlotOutcome {
  const reels = [0, 1, 2].map(() => reelWindow(pickStop(reelStrip.length)))
  const line = reels.map((reel) => reel[1] as SlotSymbol)
  return { reels, win: Math.floor(stake * payMultiplier(line)) }
}
