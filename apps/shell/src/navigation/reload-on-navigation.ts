import { createReloadGuard } from '@parlor/core'

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

const guard = createReloadGuard(sessionStore())
let pending = false

/**
 * Once a newer build is out or a chunk failed to load, the next navigation is a full page
 * load (the persisted stores repaint the site at once), but never twice for one path within 10 s.
 */
export function markReloadPending(): void {
  pending = true
}

export function isReloadPending(): boolean {
  return pending
}

/**
 * Loads `href` from the server when a reload is pending and the guard allows it now; false when
 * none is pending or the guard refuses.
 */
export function reloadIfPending(href: string): boolean {
  if (!pending || !guard.mayReload(href)) return false
  window.location.assign(href)
  return true
}
