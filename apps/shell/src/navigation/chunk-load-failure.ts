import { markReloadPending } from './reload-on-navigation.ts'
import { siteReachable } from './site-reachable.ts'

/**
 * A page's code failed to download. It is not reported as TanStack Router's "module not found",
 * whose own reload has no time guard: ours does.
 */
export class ChunkLoadFailure extends Error {
  override readonly name = 'ChunkLoadFailure'
}

/**
 * Wraps a page import. When the server still answers, the chunk is gone because a new build
 * replaced it, and the next navigation becomes a full reload; when it does not, the connection
 * is lost and a reload would only show the browser's error page.
 */
export function guardChunk<TModule>(load: () => Promise<TModule>): () => Promise<TModule> {
  return () =>
    load().catch(async (error: unknown) => {
      if (await siteReachable()) markReloadPending()
      throw new ChunkLoadFailure(
        `A page of the site did not download: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
}
