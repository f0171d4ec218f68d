import type { CatalogGame, Game, GameCategory } from '@parlor/contract'
import type { GameKey } from '@parlor/core'
import { useSiteQuery } from '../api/use-site-query.ts'
import { gameListParams, type LobbyFilters } from './lobby-filters.ts'
import { clientView, type LobbyView } from './lobby-view.ts'
import { useCategoryCatalogue } from './use-category-catalogue.ts'

export interface LobbyGames extends LobbyView<Game | CatalogGame> {
  /** The shown page is the previous answer while the next one loads. */
  readonly updating: boolean
  /** Asks again after a failed call; null while nothing failed. */
  readonly retry: (() => void) | null
}

const loading: LobbyGames = {
  games: null,
  total: 0,
  providers: null,
  updating: false,
  retry: null,
}

/** Nothing to show but a way to ask again (the failure itself has been reported). */
const failed = (retry: () => void): LobbyGames => ({ ...loading, games: [], retry })

/**
 * The games a lobby page shows. A category's list is paged by the server. The hot list comes
 * whole (it is the spec's default list, not a category of the catalogue), and favourites are
 * picked from the whole category, so those two are filtered and paged in the browser. A failed
 * call (already reported) offers to try again, never an endless placeholder or a list that
 * claims no game matches.
 */
export function useLobbyGames(
  category: GameCategory,
  filters: LobbyFilters,
  /** The player's favourites when the view is limited to them, else null. */
  favourites: readonly GameKey[] | null,
): LobbyGames {
  const isHot = category === 'hot'
  const inBrowser = isHot || favourites !== null
  const paged = useSiteQuery('gameList', gameListParams(category, filters), {
    keepPrevious: true,
    enabled: !inBrowser,
  })
  const hot = useSiteQuery('getHotGames', { game_type: '' }, { enabled: isHot })
  const catalogue = useCategoryCatalogue(category, !isHot && favourites !== null)

  if (!inBrowser) {
    if (paged.isError) return failed(() => void paged.refetch())
    if (paged.data) {
      const { items, total, providers } = paged.data
      return { games: items, total, providers, updating: paged.isPlaceholderData, retry: null }
    }
    return loading
  }
  const source = isHot ? hot : catalogue
  const games: readonly (Game | CatalogGame)[] | undefined = isHot
    ? hot.data?.value
    : catalogue.data
  if (source.isError) return failed(() => void source.refetch())
  if (!games) return loading
  return { ...clientView(games, filters, favourites), updating: false, retry: null }
}
