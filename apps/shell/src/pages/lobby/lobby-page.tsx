import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { menuLabel, PageHeader } from '@parlor/ui-kit'
import { useMatches } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { lobbyPageSize } from '../../lobby/lobby-filters.ts'
import { LobbyResults } from '../../lobby/lobby-results.tsx'
import { LobbyToolbar } from '../../lobby/lobby-toolbar.tsx'
import { useLobbyFilters } from '../../lobby/use-lobby-filters.ts'
import { useLobbyGames } from '../../lobby/use-lobby-games.ts'
import '../../lobby/lobby.css'

/**
 * The game category pages (/hot, /slots, /casino…): one category's games, filtered by
 * provider, search and the player's favourites, a page at a time. The filters are in the address.
 */
export function LobbyPage() {
  const { i18n } = useLingui()
  const category = useMatches({ select: (matches) => matches.at(-1)?.staticData.category }) ?? 'hot'
  const { isAuthenticated, game_fav_list } = useAtomValue(userAtom)
  const [filters, change] = useLobbyFilters()
  // A guest's link may ask for favourites; they have none, so the view and the controls ignore it.
  const shown = { ...filters, favourites: isAuthenticated && filters.favourites }
  const view = useLobbyGames(category, filters, shown.favourites ? game_fav_list : null)
  const title = menuLabel(i18n, { id: category, name: category })

  // A link to a page past the end (the list shrank since it was shared) shows the last page.
  const lastPage = Math.max(1, Math.ceil(view.total / lobbyPageSize))
  const pastTheEnd = view.games !== null && !view.updating && filters.page > lastPage
  useEffect(() => {
    if (pastTheEnd) change({ page: lastPage })
  }, [pastTheEnd, lastPage, change])

  return (
    <div className="lobby-page">
      <PageHeader title={title} />
      <LobbyToolbar
        filters={shown}
        onChange={change}
        providers={view.providers}
        canFilterFavourites={isAuthenticated}
      />
      <LobbyResults label={title} filters={shown} onChange={change} view={view} />
    </div>
  )
}
