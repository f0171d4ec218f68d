import * as v from 'valibot'

/** How often the page asks whether a newer build is out (every hour). */
export const buildCheckIntervalMs = 3_600_000

/** A build as builds/latest.json names it, and as the page knows its own. */
export const BuildInfo = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  timestamp: v.number(),
})
export type BuildInfo = v.InferOutput<typeof BuildInfo>

/** The newest build's description; the timestamp query keeps caches from answering. */
export function latestBuildUrl(now: number): string {
  return `/builds/latest.json?t=${now}`
}

/** A build's route-rule manifest. */
export function buildMetaUrl(id: string): string {
  return `/builds/meta/${encodeURIComponent(id)}.json`
}

/**
 * True only for a well-formed answer naming another build made later. An older build (a rollback,
 * or a cache still serving the previous file) is not worth a reload, and a broken answer is not
 * news of anything.
 */
export function isNewerBuild(current: BuildInfo, latest: unknown): boolean {
  const parsed = v.safeParse(BuildInfo, latest)
  return (
    parsed.success && parsed.output.id !== current.id && parsed.output.timestamp > current.timestamp
  )
}

export interface WatchForNewBuildOptions {
  readonly current: BuildInfo
  /** GETs the address and answers its JSON; a rejection counts as "no news this time". */
  readonly fetchLatest: (url: string) => Promise<unknown>
  /** Called once, when a newer build is out; the watch has stopped by then. */
  readonly onNewBuild: () => void
  readonly intervalMs?: number
  readonly now?: () => number
  readonly setInterval?: typeof globalThis.setInterval
  readonly clearInterval?: typeof globalThis.clearInterval
}

/**
 * The hourly check for a newer build. The first check comes one interval after the page
 * loaded: the page is the newest build then. A failed check (offline, a deploy in progress) waits
 * for the next interval rather than retrying at once, so a flaky network does not turn an hourly
 * check into a stream of requests; a check still running when the next is due is not doubled.
 * Returns the function that stops watching.
 */
export function watchForNewBuild(options: WatchForNewBuildOptions): () => void {
  const {
    current,
    fetchLatest,
    onNewBuild,
    intervalMs = buildCheckIntervalMs,
    now = Date.now,
    setInterval = globalThis.setInterval,
    clearInterval = globalThis.clearInterval,
  } = options
  let stopped = false
  let checking = false

  async function check(): Promise<void> {
    if (checking) return
    checking = true
    let found = false
    try {
      found = isNewerBuild(current, await fetchLatest(latestBuildUrl(now())))
    } catch {
      // Retried at the next interval.
    } finally {
      checking = false
    }
    if (found && !stopped) {
      stop()
      onNewBuild()
    }
  }

  const timer = setInterval(() => void check(), intervalMs)

  function stop(): void {
    stopped = true
    clearInterval(timer)
  }
  return stop
}
