import { useLingui } from '@lingui/react'
import { isSuccess } from '@parlor/contract'
import { GameGrid, GameTile } from '@parlor/ui-kit'
import { useQuery } from '@tanstack/react-query'
import { api } from '../api/api.ts'

/** The lobby's front page: the hot list first (spec §3 default game lists). */
export function HomePage() {
  const { i18n } = useLingui()
  const domain = window.location.hostname
  const hot = useQuery({
    queryKey: ['hot-games', domain, ''],
    queryFn: () => api.getHotGames({ domain_name: domain, game_type: '' }),
  })
  const games = hot.data && isSuccess(hot.data) ? hot.data.value : null
  const labels = {
    favourite: i18n._({ id: 'games.favourite', message: 'Add to favourites' }),
    unfavourite: i18n._({ id: 'games.unfavourite', message: 'Remove from favourites' }),
  }
  return (
    <>
      <h1>{i18n._({ id: 'home.hotGames', message: 'Hot games' })}</h1>
      <GameGrid label={i18n._({ id: 'home.hotGames', message: 'Hot games' })}>
        {games?.map((game) => (
          <GameTile
            key={`${game.provider_code}/${game.game_code}`}
            game={game}
            href={`/playnow?provider=${game.provider_code}&game=${game.game_code}`}
            labels={labels}
          />
        )) ?? null}
      </GameGrid>
    </>
  )
}
