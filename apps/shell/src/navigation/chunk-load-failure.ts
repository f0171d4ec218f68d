import { isNewerBuild, latestBuildUrl } from '@parlor/core'
import { currentBuild } from './current-build.ts'
import { fetchLatestBuild } from './fetch-latest-build.ts'
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
 * Whether a full load would mend a page whose code did not download: only when the server names
 * a newer build than this page's, whose deploy removed the old chunks. A download cut short
 * while this build is still the newest (a dropped connection, or Firefox stopping the page's
 * downloads because the player asked the address bar for another page) is not mended by a
 * reload, and a reload then would take the player back to the page they were leaving. A page
 * that does not name its build can only ask whether the server answers.
 */
async function newerBuildOut(): Promise<boolean> {
  const current = currentBuild()
  if (!current) return siteReachable()
  try {
    return isNewerBuild(current, await fetchLatestBuild(latestBuildUrl(Date.now())))
  } catch {
    return false
  }
}

/**
 * Wraps a page import. When a newer build replaced this one, the next navigation becomes a full
 * reload; otherwise the error page offers to try again.
 */
export function guardChunk<TModule>(load: () => Promise<TModule>): () => Promise<TModule> {
  return () =>
    load().catch(async (error: unknown) => {
      if (await newerBuildOut()) markReloadPending()
      throw new ChunkLoadFailure(
        `A page of the site did not download: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
}
