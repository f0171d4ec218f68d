import { cleanTrackingId } from './tracking-id.ts'

/** Local storage key of the AppsFlyer id the player first arrived with. */
export const appsflyerStorageKey = 'parlor:appsflyer_id'

/**
 * An `appsflyer_id` in the address is saved to local storage if none is saved yet, so the
 * first campaign that brought the player keeps the credit for a later sign-up. Answers the id to
 * report: the stored one, else the address's. When storage is missing or refuses the write, the
 * address's id is still answered, so this visit is reported even if the next one cannot be.
 */
export function rememberAppsflyerId(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): string {
  const fromQuery = cleanTrackingId(new URLSearchParams(search).get('appsflyer_id'))
  let stored = ''
  try {
    stored = cleanTrackingId(storage?.getItem(appsflyerStorageKey))
  } catch {
    // Unreadable storage: as if nothing were stored.
  }
  if (stored !== '') return stored
  if (fromQuery === '') return ''
  try {
    storage?.setItem(appsflyerStorageKey, fromQuery)
  } catch {
    // Full or refused: the id still counts for this visit.
  }
  return fromQuery
}
