import { watchForNewBuild } from '@parlor/core'
import { currentBuild } from './current-build.ts'
import { markReloadPending } from './reload-on-navigation.ts'

/** The hourly check for a newer build; found, the next navigation reloads. */
export function watchBuilds(): () => void {
  return watchForNewBuild({
    current: currentBuild,
    fetchLatest: (url) => fetch(url, { cache: 'no-store' }).then((res) => res.json()),
    onNewBuild: markReloadPending,
  })
}
