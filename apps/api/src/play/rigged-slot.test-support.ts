import type { SlotOutcome } from './demo-slot.ts'

/**
 * The demo slot with its outcome chosen by the test: every spin pays the stake times the rigged
 * multiplier (0 loses the stake, 1 gives it back). Mock `./demo-slot.ts` with this module.
 */
const rig = { multiplier: 0 }

export function rigSlot(multiplier: number): void {
  rig.multiplier = multiplier
}

export function spinReels(stake: number): SlotOutcome {
  const symbol = rig.multiplier > 0 ? 'cherry' : 'bar'
  return {
    reels: [0, 1, 2].map(() => ['lemon', symbol, 'bell']),
    win: Math.floor(stake * rig.multiplier),
  }
}
