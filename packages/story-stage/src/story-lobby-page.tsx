import { useLingui } from '@lingui/react'
import {
  EmptyState,
  FilterChips,
  GameGrid,
  PageHeader,
  Pagination,
  SearchField,
} from '@parlor/ui-kit'
import { useState } from 'react'
import { catalogueFixture, providersFixture } from './page-fixtures.ts'
import { storyTiles, useTileLabels } from './story-home-page.tsx'
import './story-pages.css'

const perPage = 8

/**
 * A category lobby (spec §2 /slots and its kin) from the catalogue fixture: provider chips and a
 * search narrow the grid, which pages by eight. Everything filters in place; nothing is fetched.
 */
export function StoryLobbyPage() {
  const { i18n } = useLingui()
  const labels = useTileLabels()
  const [provider, setProvider] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const needle = search.trim().toLowerCase()
  const shown = catalogueFixture.filter(
    (game) =>
      (provider === '' || game.provider_code === provider) &&
      (needle === '' || `${game.game_name} ${game.provider_name}`.toLowerCase().includes(needle)),
  )
  const pageGames = shown.slice((page - 1) * perPage, page * perPage)
  const options = [
    { value: '', label: i18n._({ id: 'lobby.allProviders', message: 'All providers' }) },
    ...providersFixture.map((p) => ({
      value: p.provider_code,
      label: p.provider_name,
      count: p.game_count,
    })),
  ]
  const title = i18n._({ id: 'menu.slots', message: 'Slots' })
  return (
    <div className="story-page">
      <PageHeader title={title} />
      <div className="story-page__toolbar">
        <FilterChips
          label={i18n._({ id: 'lobby.providers', message: 'Providers' })}
          options={options}
          value={provider}
          onValueChange={(value) => {
            setProvider(value)
            setPage(1)
          }}
        />
        <SearchField
          label={i18n._({ id: 'lobby.search', message: 'Search games' })}
          placeholder={i18n._({ id: 'lobby.searchPlaceholder', message: 'Game or provider name' })}
          value={search}
          onValueChange={(value) => {
            setSearch(value)
            setPage(1)
          }}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={i18n._({ id: 'lobby.noMatch', message: 'No games match' })} />
      ) : (
        <GameGrid label={title}>{storyTiles(pageGames, labels)}</GameGrid>
      )}
      <Pagination
        totalItems={shown.length}
        currentPage={page}
        perPage={perPage}
        onPageChange={setPage}
        label={i18n._({ id: 'lobby.pages', message: 'Game pages' })}
      />
    </div>
  )
}
