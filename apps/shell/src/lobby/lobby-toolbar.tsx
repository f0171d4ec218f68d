import { useLingui } from '@lingui/react'
import type { GameProvider } from '@parlor/contract'
import { Button, FilterChips, Skeleton } from '@parlor/ui-kit'
import type { LobbyFilters } from './lobby-filters.ts'
import { LobbySearch } from './lobby-search.tsx'
// Its rules are the lobby's (lobby-page.tsx loads them too): Storybook draws it without the page.
import './lobby.css'

export interface LobbyToolbarProps {
  readonly filters: LobbyFilters
  readonly onChange: (change: Partial<LobbyFilters>) => void
  /** Null while loading. */
  readonly providers: readonly GameProvider[] | null
  /** Signed-in players can narrow the list to their favourites. */
  readonly canFilterFavourites: boolean
}

/** The lobby's filters: search, favourites only, and one provider or all. */
export function LobbyToolbar({
  filters,
  onChange,
  providers,
  canFilterFavourites,
}: LobbyToolbarProps) {
  const { i18n } = useLingui()
  const all = providers?.reduce((sum, provider) => sum + provider.game_count, 0) ?? 0
  return (
    <div className="lobby-toolbar">
      <div className="lobby-toolbar__row">
        <div className="lobby-toolbar__search">
          <LobbySearch value={filters.search} onSearch={(search) => onChange({ search })} />
        </div>
        {canFilterFavourites ? (
          <Button
            className="lobby-toolbar__favourites"
            variant={filters.favourites ? 'primary' : 'secondary'}
            aria-pressed={filters.favourites}
            onClick={() => onChange({ favourites: !filters.favourites })}
          >
            <span aria-hidden="true">{filters.favourites ? '♥' : '♡'}</span>
            {i18n._({ id: 'lobby.favouritesOnly', message: 'Favourites only' })}
          </Button>
        ) : null}
      </div>
      {providers === null ? (
        <Skeleton className="lobby-toolbar__chips-placeholder" />
      ) : (
        <FilterChips
          label={i18n._({ id: 'lobby.providers', message: 'Providers' })}
          value={filters.provider}
          onValueChange={(provider) => onChange({ provider })}
          options={[
            {
              value: '',
              label: i18n._({ id: 'lobby.allProviders', message: 'All providers' }),
              count: all,
            },
            ...providers.map((provider) => ({
              value: provider.provider_code,
              label: provider.provider_name,
              count: provider.game_count,
            })),
          ]}
        />
      )}
    </div>
  )
}
