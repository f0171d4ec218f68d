import { gameCategories, type MenuItem, type ProviderCount } from '@parlor/contract'

const productCategories: ReadonlySet<string> = new Set(gameCategories)

function isHot(id: string): boolean {
  return id.toLowerCase() === 'hot'
}

/**
 * Keeps the menu entries a site can serve: hot entries (their id matched in any case),
 * entries that are not a product category (promotions, VIP…), and product categories the site
 * has providers for. Children are filtered by the same rule; a parent stands or falls by its own id.
 */
export function filterMenu(
  items: readonly MenuItem[],
  providerCount: readonly ProviderCount[],
): MenuItem[] {
  const offered = new Set(providerCount.filter((p) => p.count > 0).map((p) => p.category))
  const keep = (item: MenuItem) =>
    isHot(item.id) || !productCategories.has(item.id) || offered.has(item.id)
  const walk = (list: readonly MenuItem[]): MenuItem[] =>
    list.filter(keep).map((item) => ({ ...item, children: walk(item.children) }))
  return walk(items)
}

/** Whether the hot games list has anything to show (hasHotGames). */
export function hasHotGames(hotGames: readonly unknown[] | null | undefined): boolean {
  return (hotGames?.length ?? 0) > 0
}
