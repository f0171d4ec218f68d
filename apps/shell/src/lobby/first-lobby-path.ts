import type { MenuItem } from '@parlor/contract'

/** Menu entries whose page is not a category's game list: the hot list and the sports book. */
const notCatalogue = new Set(['hot', 'sportsbook'])

/**
 * Where "See all" leads from a list that is no category of its own (featured, popular, new): the
 * site's first game category in its menu, or null when it has none.
 */
export function firstLobbyPath(gameMenu: readonly MenuItem[]): string | null {
  const item = gameMenu.find(
    (entry) => !notCatalogue.has(entry.id.trim().toLowerCase()) && entry.path.startsWith('/'),
  )
  return item?.path ?? null
}
