import type { CatalogGame, GameCategory } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { successOrThrow } from '../api/call-failure.ts'
import { siteKey } from '../api/query-client.ts'
import { useSiteEntries } from '../api/use-site-query.ts'
import { useShell } from '../app/shell-context.tsx'

/** The most a list call answers at once (the contract's PageSize bound). */
const largestPage = 100
/** A category holds a few hundred games at most; this only stops a server that never ends. */
const mostPages = 20

/**
 * Every game of a category, for the favourites view: a favourite names no category, so the
 * category's games are what tell which favourites belong here. Asked once per category and kept
 * like any site query; the filters and paging then work on it in the browser.
 */
export function useCategoryCatalogue(category: GameCategory, enabled: boolean) {
  const { api } = useShell()
  const entries = useSiteEntries()
  return useQuery<CatalogGame[]>({
    queryKey: [siteKey, 'gameList', 'whole', category],
    enabled,
    queryFn: async ({ signal }) => {
      const games: CatalogGame[] = []
      for (let page = 1; page <= mostPages; page++) {
        const answer = await successOrThrow(
          api.gameList(
            { ...entries, category, provider: '', search: '', page, page_size: largestPage },
            { signal },
          ),
        )
        games.push(...answer.items)
        if (answer.items.length < largestPage || games.length >= answer.total) break
      }
      return games
    },
  })
}
