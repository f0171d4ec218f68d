import type { GameCategory } from '@parlor/contract'

/** What the lobby shows, as its address says (`?provider=JILI&search=dragon&page=2&favourites=1`). */
export interface LobbyFilters {
  /** A provider_code; empty: every provider. */
  readonly provider: string
  /** Part of a game's or provider's name; empty: no search. */
  readonly search: string
  /** 1-based. */
  readonly page: number
  /** Only the player's favourites (signed-in players). */
  readonly favourites: boolean
}

export const noLobbyFilters: LobbyFilters = { provider: '', search: '', page: 1, favourites: false }

/** The contract's SearchText bound: longer text is cut rather than refused. */
export const searchMaxLength = 50
export const lobbyPageSize = 24
/** The tiles a phone's first screen of a lobby shows (two rows of two): their artwork loads first. */
export const lobbyFirstScreenTiles = 4

/**
 * What a lobby asks the server for (the gameList call's parameters beyond the site's own): its
 * category's games as the filters say. The page table names the first page's the same way, so
 * the answer the first document carries is the one the lobby looks for.
 */
export function gameListParams(
  category: GameCategory,
  filters: Pick<LobbyFilters, 'provider' | 'search' | 'page'>,
) {
  return {
    category,
    provider: filters.provider,
    search: filters.search,
    page: filters.page,
    page_size: lobbyPageSize,
  }
}

const providerCode = /^[A-Za-z0-9_-]{1,32}$/

/** A query value as text; a number (from a caller building the search itself) as its digits. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
}

/**
 * Filters from the address. Anything a hand-edited or stale link carries that makes no sense (a
 * page of -3, a provider code with spaces) falls back to the default rather than failing.
 */
export function parseLobbyFilters(search: Readonly<Record<string, unknown>>): LobbyFilters {
  const provider = text(search.provider)
  const page = Number(text(search.page))
  const favourites = search.favourites
  return {
    // Codes are upper case; the server reads any case, the chips compare exactly.
    provider: providerCode.test(provider) ? provider.toUpperCase() : '',
    search: text(search.search).slice(0, searchMaxLength),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    favourites:
      favourites === true || favourites === 1 || favourites === '1' || favourites === 'true',
  }
}

/** The address's query for the filters: defaults are left out, so a plain lobby has none. */
export function lobbyQuery(filters: LobbyFilters): Record<string, string | number> {
  return {
    ...(filters.provider ? { provider: filters.provider } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
    ...(filters.favourites ? { favourites: 1 } : {}),
  }
}

/**
 * A change of filter: a new provider, search or favourites choice starts again at page 1, since
 * the old page number means nothing in the new list.
 */
export function changeFilters(current: LobbyFilters, change: Partial<LobbyFilters>): LobbyFilters {
  const next = { ...current, ...change }
  const listChanged =
    next.provider !== current.provider ||
    next.search !== current.search ||
    next.favourites !== current.favourites
  return listChanged && change.page === undefined ? { ...next, page: 1 } : next
}
