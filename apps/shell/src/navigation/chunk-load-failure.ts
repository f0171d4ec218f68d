import { markReloadPending } from './reload-on-navigation.ts'

/**
 * A page's code failed to download (most often: a new build replaced it). It is not reported as
 * TanStack Router's "module not found", whose own reload has no time guard: ours does (spec §4).
 */
export class ChunkLoadFailure extends Error {
  override readonly name = 'ChunkLoadFailure'
}

/** Wraps a page import so a failure marks the next navigation for a full reload. */
export function guardChunk<TModule>(load: () => Promise<TModule>): () => Promise<TModule> {
  return () =>
    load().catch((error: unknown) => {
      markReloadPending()
      throw new ChunkLoadFailure(
        `A page of the site did not download: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
}
