import { useLingui } from '@lingui/react'
import {
  Button,
  ButtonLink,
  EmptyState,
  GameGrid,
  GameTileSkeleton,
  Pagination,
} from '@parlor/ui-kit'
import {
  type LobbyFilters,
  lobbyFirstScreenTiles,
  lobbyPageSize,
  noLobbyFilters,
} from './lobby-filters.ts'
import { lobbyTiles } from './lobby-tile.tsx'
import { useFavouriteToggle } from './use-favourite-toggle.ts'
import type { LobbyGames } from './use-lobby-games.ts'
import { usePlayGame } from './use-play-game.ts'

export interface LobbyResultsProps {
  /** The list's name: the category's. */
  readonly label: string
  readonly filters: LobbyFilters
  readonly onChange: (change: Partial<LobbyFilters>) => void
  readonly view: LobbyGames
}

/** A page's worth of placeholders the size of tiles, so the first answer moves nothing. */
const placeholders = Array.from({ length: lobbyPageSize }, (_, index) => (
  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
  <GameTileSkeleton key={index} />
))

/** The lobby's games: how many match, the grid of tiles, and the pages. */
export function LobbyResults({ label, filters, onChange, view }: LobbyResultsProps) {
  const { i18n } = useLingui()
  const play = usePlayGame()
  const favourites = useFavouriteToggle()
  const { games, total, updating, retry } = view
  const filtered = filters.provider !== '' || filters.search !== '' || filters.favourites

  return (
    <div className="lobby-results" data-updating={updating}>
      {/* Polite: said once the list has settled, after the player stops typing. */}
      <p className="lobby-results__count" role="status">
        {games === null || updating || retry
          ? ''
          : i18n._({
              id: 'lobby.resultCount',
              message: '{count, plural, one {# game} other {# games}}',
              values: { count: total },
            })}
      </p>
      {retry ? (
        <EmptyState
          title={i18n._({ id: 'lobby.failed', message: 'The games could not be loaded' })}
          action={
            <Button onClick={retry}>
              {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
            </Button>
          }
        >
          {i18n._({
            id: 'errors.pageFailedBody',
            message: 'Check your connection and try again.',
          })}
        </EmptyState>
      ) : games !== null && games.length === 0 ? (
        <NoGames filtered={filtered} favourites={filters.favourites} onChange={onChange} />
      ) : (
        <div aria-busy={games === null || updating}>
          <GameGrid label={label}>
            {games ? lobbyTiles(games, play, favourites, lobbyFirstScreenTiles) : placeholders}
          </GameGrid>
        </div>
      )}
      <Pagination
        totalItems={total}
        currentPage={filters.page}
        perPage={lobbyPageSize}
        onPageChange={(page) => onChange({ page })}
        label={i18n._({ id: 'lobby.pages', message: 'Game pages' })}
      />
    </div>
  )
}

function NoGames({
  filtered,
  favourites,
  onChange,
}: {
  filtered: boolean
  favourites: boolean
  onChange: (change: Partial<LobbyFilters>) => void
}) {
  const { i18n } = useLingui()
  if (!filtered) {
    return (
      <EmptyState
        title={i18n._({ id: 'lobby.emptyCategory', message: 'No games here yet' })}
        action={
          <ButtonLink href="/">
            {i18n._({ id: 'lobby.toHome', message: 'See all games' })}
          </ButtonLink>
        }
      >
        {i18n._({
          id: 'lobby.emptyCategoryHint',
          message: 'This category has no games at the moment; the home page has plenty more.',
        })}
      </EmptyState>
    )
  }
  return (
    <EmptyState
      title={
        favourites
          ? i18n._({ id: 'lobby.noFavourites', message: 'No favourites match' })
          : i18n._({ id: 'lobby.noMatch', message: 'No games match' })
      }
      action={
        <Button variant="secondary" onClick={() => onChange(noLobbyFilters)}>
          {i18n._({ id: 'lobby.clearFilters', message: 'Clear filters' })}
        </Button>
      }
    >
      {favourites
        ? i18n._({
            id: 'lobby.noFavouritesHint',
            message: 'Tap the heart on a game to keep it here.',
          })
        : i18n._({ id: 'lobby.noMatchHint', message: 'Try another provider or a shorter search.' })}
    </EmptyState>
  )
}
