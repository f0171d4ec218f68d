import { cleanTrackingId } from './tracking-id.ts'

/** Local storage key of the browser's visitor id. */
export const visitorStorageKey = 'parlor:visitor_id'

/**
 * The browser's visitor id, sent with sign-up (`visitor_id`): a random id made the first time it
 * is needed and kept in local storage, so every account signed up from this browser carries the
 * same one and the platform can tell several accounts of one browser apart from many players.
 * It names the browser, not a person, and nothing else is derived from it. Without storage (a
 * private window that refuses it) a fresh id still goes with this sign-up.
 */
export function rememberVisitorId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  makeId: () => string = () => crypto.randomUUID(),
): string {
  try {
    const stored = cleanTrackingId(storage?.getItem(visitorStorageKey))
    if (stored !== '') return stored
  } catch {
    // Unreadable storage: as if nothing were stored.
  }
  const made = makeId()
  try {
    storage?.setItem(visitorStorageKey, made)
  } catch {
    // Full or refused: the id still goes with this sign-up.
  }
  return made
}
