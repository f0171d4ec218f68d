import { type ConnectionHints, createPreloadLimiter } from '@parlor/core'
import type { AnyRouter } from '@tanstack/react-router'

/**
 * Preloading on intent waits while four preloads are in flight, and is skipped on slow
 * connections or with data saver on. Every Link's intent goes through `router.preloadRoute`.
 */
export function limitPreloads(router: AnyRouter): void {
  const limiter = createPreloadLimiter({
    connection: () => (navigator as Navigator & { connection?: ConnectionHints }).connection,
  })
  const preload = router.preloadRoute.bind(router)
  router.preloadRoute = ((options: Parameters<typeof preload>[0]) =>
    limiter.run(() => preload(options))) as typeof router.preloadRoute
}
