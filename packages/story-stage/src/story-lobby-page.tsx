import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import {
  changeFilters,
  type LobbyFilters,
  LobbyToolbar,
  noLobbyFilters,
} from '@parlor/shell/page-views'
import { EmptyState, GameGrid, PageHeader, Pagination } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { catalogueFixture, providersFixture } from './page-fixtures.ts'
import { storyTiles, useTileLabels } from './story-home-page.tsx'

const perPage = 8

/**
 * A category lobby (/slots and its kin) from the catalogue fixture, under the site's own
 * toolbar (search, favourites, provider chips). The grid and its pages are the story's: the
 * site's results launch games and keep favourites through the server. Everything filters in
 * place; nothing is fetched.
 */
export function StoryLobbyPage() {
  const { i18n } = useLingui()
  const labels = useTileLabels()
  const { isAuthenticated, game_fav_list } = useAtomValue(userAtom)
  const [filters, setFilters] = useState<LobbyFilters>(noLobbyFilters)
  // The site's own rule: a new filter starts again from the first page.
  const change = (update: Partial<LobbyFilters>) =>
    setFilters((current) => changeFilters(current, update))
  const needle = filters.search.trim().toLowerCase()
  const favourites = new Set(game_fav_list.map((game) => `${game.provider_code}/${game.game_code}`))
  const shown = catalogueFixture.filter(
    (game) =>
      (filters.provider === '' || game.provider_code === filters.provider) &&
      (needle === '' || `${game.game_name} ${game.provider_name}`.toLowerCase().includes(needle)) &&
      (!filters.favourites || favourites.has(`${game.provider_code}/${game.game_code}`)),
  )
  const pageGames = shown.slice((filters.page - 1) * perPage, filters.page * perPage)
  const title = i18n._({ id: 'menu.slots', message: 'Slots' })
  return (
    <div className="lobby-page">
      <PageHeader title={title} />
      <LobbyToolbar
        filters={filters}
        onChange={change}
        providers={providersFixture}
        canFilterFavourites={isAuthenticated}
      />
      {shown.length === 0 ? (
        <EmptyState title={i18n._({ id: 'lobby.noMatch', message: 'No games match' })} />
      ) : (
        <GameGrid label={title}>{storyTiles(pageGames, labels)}</GameGrid>
      )}
      <Pagination
        totalItems={shown.length}
        currentPage={filters.page}
        perPage={perPage}
        onPageChange={(page) => change({ page })}
        label={i18n._({ id: 'lobby.pages', message: 'Game pages' })}
      />
    </div>
  )
}
