/**
 * FNV-1a over UTF-16 code units: a stable 32-bit hash, so the catalogue, its tags and its artwork
 * come out the same on every machine and every start. FNV alone keeps strings that share a prefix
 * close together (JILI/40, JILI/41…), so murmur3's finaliser spreads them before anyone sorts by it.
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

/**
 * Mulberry32: a tiny generator whose sequence depends only on its seed (Math.random would give
 * every start a different catalogue, and favourites would point at games that moved).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** One item of a non-empty list, chosen by `random`. */
export function pick<T>(random: () => number, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0]
}
