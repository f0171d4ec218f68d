import { resolveNavigation } from '@parlor/core'
import { useNavigate } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { pendingDestinationAtom } from '../session/pending-destination.ts'

/**
 * Where a player lands after signing in: the page the guard turned them from (the /login page's
 * `redirect`, or the modal's remembered destination), else `fallback`. Only this site's own
 * addresses are followed, so a crafted link cannot send a fresh session elsewhere.
 */
export function useAfterSignIn() {
  const navigate = useNavigate()
  const store = useStore()
  return (redirect: string | undefined, fallback: string | null) => {
    const wanted = redirect ?? store.get(pendingDestinationAtom) ?? fallback
    store.set(pendingDestinationAtom, null)
    if (wanted === null) return
    let href = '/'
    try {
      const target = resolveNavigation(wanted, { currentOrigin: window.location.origin })
      if (target.kind === 'internal') href = target.path
    } catch {
      // An address from outside the site: go home instead.
    }
    // The sign-in page is done with: Back from where the player lands should not return to it.
    void navigate({ href, replace: true })
  }
}
