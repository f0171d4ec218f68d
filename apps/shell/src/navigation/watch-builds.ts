import { watchForNewBuild } from '@parlor/core'
import { currentBuild } from './current-build.ts'
import { fetchLatestBuild } from './fetch-latest-build.ts'
import { markReloadPending } from './reload-on-navigation.ts'

/**
 * The hourly check for a newer build; found, the next navigation reloads. A page that does not
 * name its build has nothing to compare, and is not watched.
 */
export function watchBuilds(): () => void {
  const current = currentBuild()
  if (!current) return () => {}
  return watchForNewBuild({
    current,
    fetchLatest: fetchLatestBuild,
    onNewBuild: markReloadPending,
  })
}
