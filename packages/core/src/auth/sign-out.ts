import { RESET } from 'jotai/vanilla/utils'
import { sessionAtom, userAtom, userStorageKey } from '../stores/user-store.ts'
import type { AccountDeps } from './account-deps.ts'

/** Local-storage key whose change tells every other open tab that the player signed out. */
export const forceLogoutKey = 'parlor:force-logout'

export interface SignOutDeps extends AccountDeps {
  readonly storage?: Storage | null
  readonly now?: () => number
  /**
   * The server has already ended the session (a changed password, a blocked or closed account,
   * an expired token): there is nothing left to revoke, so the server is not asked.
   */
  readonly endedByServer?: boolean
}

/**
 * Resets the user store, clears the stored user and sets the force-logout marker. The
 * server is told to revoke the token, but the local sign-out never waits on the network: a player
 * who taps "log out" on a dead connection is still logged out.
 */
export async function signOut(deps: SignOutDeps): Promise<void> {
  // Made before the reset: the client reads the session as a call is made, and this one revokes
  // the session being ended.
  const revoking =
    deps.store.get(sessionAtom) && !deps.endedByServer
      ? deps.api.logout({}).catch(() => undefined)
      : undefined
  deps.store.set(userAtom, RESET)
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage
  storage?.removeItem(userStorageKey)
  storage?.setItem(forceLogoutKey, String(deps.now?.() ?? Date.now()))
  await revoking
}

export interface ForceLogoutTarget {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void
}

/**
 * Another tab signed out: reset here too and reload, so no tab keeps showing a balance. Storage
 * events fire only in the other tabs, never in the one that wrote the marker.
 */
export function watchForceLogout(
  target: ForceLogoutTarget,
  deps: Pick<AccountDeps, 'store'>,
  reload: () => void,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== forceLogoutKey || event.newValue === null) return
    deps.store.set(userAtom, RESET)
    reload()
  }
  target.addEventListener('storage', listener)
  return () => target.removeEventListener('storage', listener)
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}
