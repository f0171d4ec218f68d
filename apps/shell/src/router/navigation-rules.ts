import { routeRuleRedirect } from '@parlor/core'
import { redirect } from '@tanstack/react-router'
import { reloadIfPending } from '../navigation/reload-on-navigation.ts'
import { loadRouteRules } from '../navigation/route-rules.ts'

/** A promise that never settles: the page is being replaced by a full load. */
const leaving = () => new Promise<never>(() => {})

/**
 * What every navigation does first: a pending full reload (a newer build, a failed
 * chunk), then the build's route-rule redirects; an external one is a full page load.
 */
export async function applyNavigationRules(location: { href: string }): Promise<void> {
  // A first document rendered on the server: the browser applies the rules as the site starts.
  if (typeof window === 'undefined') return
  if (reloadIfPending(location.href)) return leaving()
  const rules = await loadRouteRules()
  const target = routeRuleRedirect(rules, location.href, window.location.origin)
  if (!target) return
  if (target.kind === 'external') {
    window.location.assign(target.href)
    return leaving()
  }
  throw redirect({ href: target.path, replace: true })
}
