/**
 * A small deterministic random source for demo figures: the same seed text always gives the same
 * sequence, so a board or a schedule reads the same on every reload. Never use it for anything a
 * player could profit from guessing (tokens, codes, game outcomes).
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number
  /** A float in [min, max). */
  between(min: number, max: number): number
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** `count` different items in random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/**
 * FNV-1a over UTF-16 code units: a stable 32-bit hash, so seeds, catalogue order and artwork come
 * out the same on every machine and every start. FNV alone keeps strings that share a prefix
 * close together (JILI/40, JILI/41…), so murmur3's finaliser spreads them.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

/** Mulberry32: tiny, fast and evenly spread enough for demo data. */
export function seededRandom(seed: string): SeededRandom {
  let state = hashString(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error('Cannot pick from an empty list')
    return item
  }
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items]
      const chosen: T[] = []
      while (chosen.length < count && pool.length > 0) {
        chosen.push(...pool.splice(int(0, pool.length - 1), 1))
      }
      return chosen
    },
  }
}
