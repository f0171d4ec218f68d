import type { ProviderCount } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'

/**
 * The game categories each site carries: the ones its `provider_count` lists, which are also the
 * ones its menus show. Read once per domain and kept, like the startup answer, since
 * every lobby view asks.
 */
export function createSiteCategories(db: Queryable) {
  const cache = new Map<string, readonly string[]>()
  return async (domain: string): Promise<readonly string[] | undefined> => {
    const cached = cache.get(domain)
    if (cached) return cached
    const [row] = await db.query<{ provider_count: ProviderCount[] }>(
      'select provider_count from sites where domain_name = $1',
      [domain],
    )
    if (!row) return undefined
    const categories = row.provider_count.map((p) => p.category)
    cache.set(domain, categories)
    return categories
  }
}
