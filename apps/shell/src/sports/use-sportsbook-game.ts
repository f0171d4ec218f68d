import type { Game } from '@parlor/contract'
import type { SportsbookAvailability } from '@parlor/ui-kit'
import { useSiteQuery } from '../api/use-site-query.ts'

/** The site's sportsbook changes with its provider contracts, not while a player browses. */
const staleTime = 5 * 60_000

/**
 * The game that takes the site's sports bets: the first game of its `sportsbook` category. A
 * site that offers no sportsbook answers an empty list.
 */
export function useSportsbookGame(): {
  readonly game: Game | null
  readonly availability: SportsbookAvailability
  readonly retry: () => void
} {
  const query = useSiteQuery(
    'gameList',
    { category: 'sportsbook', provider: '', search: '', page: 1, page_size: 1 },
    { staleTime },
  )
  const game = query.data?.items[0] ?? null
  // After a failed look-up (the general handler has said why) the button stays usable and asks
  // again: "this site has no sportsbook" would be untrue.
  const availability: SportsbookAvailability = game
    ? 'available'
    : query.isPending
      ? 'loading'
      : query.isError
        ? 'available'
        : 'unavailable'
  return { game, availability, retry: () => void query.refetch() }
}
