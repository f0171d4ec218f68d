import { routeRuleRedirect } from '@parlor/core'
import { redirect } from '@tanstack/react-router'
import { reloadIfPending } from '../navigation/reload-on-navigation.ts'
import { loadRouteRules } from '../navigation/route-rules.ts'

/** A promise that never settles: the page is being replaced by a full load. */
const leaving = () => new Promise<never>(() => {})

/**
 * What every navigation does first: a pending full reload (a newer build, a failed
 * chunk), then the build's route-rule redirects; an external one is a full page load.
 * A preload (a pointer resting on a link) runs this too, but only the navigation itself may
 * leave the page: a preload that loaded another document would take the player where they
 * only pointed.
 */
export async function applyNavigationRules({
  location,
  preload,
}: {
  location: { href: string }
  preload: boolean
}): Promise<void> {
  // A first document rendered on the server: the browser applies the rules as the site starts.
  if (typeof window === 'undefined') return
  if (!preload && reloadIfPending(location.href)) return leaving()
  const rules = await loadRouteRules()
  const target = routeRuleRedirect(rules, location.href, window.location.origin)
  if (!target) return
  if (target.kind === 'external') {
    if (preload) return
    window.location.assign(target.href)
    return leaving()
  }
  throw redirect({ href: target.path, replace: true })
}
