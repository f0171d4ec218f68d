import type { Game, GameProvider } from '@parlor/contract'
import { type GameKey, isFavourite } from '@parlor/core'
import { type LobbyFilters, lobbyPageSize } from './lobby-filters.ts'

/** What the lobby draws: one page of games, how many match in all, and the provider filter. */
export interface LobbyView<TGame extends Game = Game> {
  /** Null until the first answer. */
  readonly games: readonly TGame[] | null
  readonly total: number
  readonly providers: readonly GameProvider[] | null
}

type ListedGame = Game & { readonly provider_name?: string }

/** The same match as the server's search: part of the game's or the provider's name, any case. */
function matchesSearch(game: ListedGame, search: string): boolean {
  if (search === '') return true
  const needle = search.toLocaleLowerCase()
  return [game.game_name, game.provider_name ?? '', game.provider_code].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  )
}

/** The providers of a list with their game counts, by name, as the server orders them. */
export function providersOf(games: readonly ListedGame[]): GameProvider[] {
  const counts = new Map<string, GameProvider>()
  for (const game of games) {
    const known = counts.get(game.provider_code)
    counts.set(game.provider_code, {
      provider_code: game.provider_code,
      provider_name: game.provider_name ?? game.provider_code,
      game_count: (known?.game_count ?? 0) + 1,
    })
  }
  return [...counts.values()].sort(
    (a, b) =>
      a.provider_name.localeCompare(b.provider_name) ||
      a.provider_code.localeCompare(b.provider_code),
  )
}

/**
 * A whole list filtered and paged in the browser: the hot list (which the server answers whole)
 * and the favourites view. Providers are counted before the provider filter and the search, as the
 * server counts them, so choosing one provider still offers the others.
 */
export function clientView<TGame extends ListedGame>(
  source: readonly TGame[],
  filters: LobbyFilters,
  favourites: readonly GameKey[] | null,
): LobbyView<TGame> {
  const pool = favourites ? source.filter((game) => isFavourite(favourites, game)) : source
  const provider = filters.provider.toUpperCase()
  const matching = pool.filter(
    (game) =>
      (provider === '' || game.provider_code.toUpperCase() === provider) &&
      matchesSearch(game, filters.search),
  )
  const start = (filters.page - 1) * lobbyPageSize
  return {
    games: matching.slice(start, start + lobbyPageSize),
    total: matching.length,
    providers: providersOf(pool),
  }
}
