import { userAtom } from '@parlor/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { successOrThrow } from '../api/call-failure.ts'
import { siteKey } from '../api/query-client.ts'
import { useSiteEntries } from '../api/use-site-query.ts'
import { useShell } from '../app/shell-context.tsx'
import type { PlaynowGame } from './game-address.ts'

interface NamedGame {
  readonly provider_code: string
  readonly game_code: string
  readonly game_name: string
}

function isNamedGame(value: unknown): value is NamedGame {
  if (typeof value !== 'object' || value === null) return false
  const game = value as Record<string, unknown>
  return (
    typeof game.provider_code === 'string' &&
    typeof game.game_code === 'string' &&
    typeof game.game_name === 'string'
  )
}

/** The game lists an answer holds: `items` (the lobby) or `value` (hot games, favourites). */
function gamesIn(data: unknown): unknown[] {
  if (typeof data !== 'object' || data === null) return []
  const answer = data as { items?: unknown; value?: unknown }
  return [answer.items, answer.value].flatMap((list) => (Array.isArray(list) ? list : []))
}

function nameIn(lists: readonly unknown[], game: PlaynowGame): string | null {
  const provider = game.provider.toUpperCase()
  const found = lists.find(
    (item) =>
      isNamedGame(item) &&
      item.provider_code.toUpperCase() === provider &&
      item.game_code === game.game,
  )
  return isNamedGame(found) ? found.game_name : null
}

/** A provider's games fit in the catalogue's largest page. */
const providerPageSize = 100

/**
 * The game's name, for the page's heading and the frame's title. The lists the player came
 * through are still in the query cache, and favourites are in the player's state; only a link
 * opened from elsewhere asks for the provider's games, once, quietly (the game plays without its
 * name). Null until known or when not found: the page then names the game by its code.
 */
export function useGameName(game: PlaynowGame | null): string | null {
  const { api, queryClient } = useShell()
  const entries = useSiteEntries()
  const favourites = useAtomValue(userAtom).game_fav_list
  const known = useMemo(() => {
    if (!game) return null
    const cached = queryClient.getQueriesData({}).flatMap(([, data]) => gamesIn(data))
    return nameIn([...favourites, ...cached], game)
    // The cache is read once per game: a name found later in it is not worth re-rendering for.
  }, [game, queryClient, favourites])

  const params = {
    category: '',
    provider: game?.provider ?? '',
    search: '',
    page: 1,
    page_size: providerPageSize,
  } as const
  const lookup = useQuery({
    queryKey: [siteKey, 'gameList', params],
    queryFn: ({ signal }) => successOrThrow(api.gameList({ ...entries, ...params }, { signal })),
    enabled: game !== null && known === null,
    staleTime: 10 * 60_000,
    meta: { report: false },
  })
  if (known !== null || !game) return known
  return lookup.data ? nameIn(lookup.data.items, game) : null
}
