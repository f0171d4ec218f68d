/** Route preloads that may run at once; more wait their turn. */
export const maxPendingPreloads = 4

/** The parts of `navigator.connection` (Network Information API) that say to save data. */
export interface ConnectionHints {
  readonly saveData?: boolean
  readonly effectiveType?: string
}

/**
 * Prefetching is a bet on the player's next click paid with their data. On data-saver
 * or a 2G-class connection the bet is off: the bytes cost the player, and the preload would
 * compete with the page they are actually loading. An unknown connection (Safari and Firefox
 * have no Network Information API) preloads.
 */
export function shouldSkipPreload(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  )
}

export interface PreloadLimiterOptions {
  /** How many preloads run at once; `maxPendingPreloads` by default. */
  readonly max?: number
  /** Read at each preload, since a phone's connection changes while the page is open. */
  readonly connection?: () => ConnectionHints | undefined
}

export interface PreloadLimiter {
  /**
   * Runs the preload when a slot is free, in the order asked. A skipped preload resolves undefined
   * without running; a failed one frees its slot and rejects with its own error.
   */
  run<T>(task: () => Promise<T>): Promise<T | undefined>
  /** Preloads running or waiting. */
  readonly pending: number
}

/** A queue that keeps route preloads from crowding the network the page itself needs. */
export function createPreloadLimiter(options: PreloadLimiterOptions = {}): PreloadLimiter {
  const max = options.max ?? maxPendingPreloads
  if (!(max >= 1)) throw new RangeError(`A preload limiter needs room for one preload, got ${max}`)
  const skip = () => shouldSkipPreload(options.connection?.())
  const waiting: (() => void)[] = []
  let running = 0

  function startNext(): void {
    while (running < max && waiting.length > 0) waiting.shift()?.()
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T | undefined> {
      if (skip()) return Promise.resolve(undefined)
      return new Promise<T | undefined>((resolve, reject) => {
        waiting.push(() => {
          // The connection may have turned slow while this one waited.
          if (skip()) {
            resolve(undefined)
            return
          }
          running += 1
          // `new Promise` turns a task that throws before its first await into a rejection too.
          new Promise<T>((settle) => settle(task())).then(resolve, reject).finally(() => {
            running -= 1
            startNext()
          })
        })
        startNext()
      })
    },
    get pending() {
      return running + waiting.length
    },
  }
}
