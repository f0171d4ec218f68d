import { useLingui } from '@lingui/react'
import type { HotGameType } from '@parlor/contract'
import { layoutAtom } from '@parlor/core'
import { ButtonLink, EmptyState, GameRail } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useSiteQuery } from '../api/use-site-query.ts'
import { firstLobbyPath } from './first-lobby-path.ts'
import { lobbyTiles } from './lobby-tile.tsx'
import { useFavouriteToggle } from './use-favourite-toggle.ts'
import { usePlayGame } from './use-play-game.ts'

function useGameList(gameType: HotGameType) {
  const list = useSiteQuery('getHotGames', { game_type: gameType })
  return list.isError ? [] : (list.data?.value ?? null)
}

/**
 * The default game lists of spec §3 as rails: hot, featured, popular and new. An empty list
 * hides its rail; with every list empty the page says so instead of showing nothing.
 */
export function HomeRails() {
  const { i18n } = useLingui()
  const play = usePlayGame()
  const favourites = useFavouriteToggle()
  const gameMenu = useAtomValue(layoutAtom).content?.game_menu ?? []
  const catalogue = firstLobbyPath(gameMenu) ?? undefined
  const hot = useGameList('')
  const featured = useGameList('featured')
  const popular = useGameList('popular')
  const recent = useGameList('new')
  const rails = [
    {
      key: 'hot',
      title: i18n._({ id: 'home.hotGames', message: 'Hot games' }),
      href: '/hot',
      games: hot,
    },
    {
      key: 'featured',
      title: i18n._({ id: 'home.featuredGames', message: 'Featured' }),
      href: catalogue,
      games: featured,
    },
    {
      key: 'popular',
      title: i18n._({ id: 'home.popularGames', message: 'Popular' }),
      href: catalogue,
      games: popular,
    },
    {
      key: 'new',
      title: i18n._({ id: 'home.newGames', message: 'New games' }),
      href: catalogue,
      games: recent,
    },
  ]

  if (rails.every((rail) => rail.games !== null && rail.games.length === 0)) {
    return (
      <EmptyState
        title={i18n._({ id: 'home.noGames', message: 'No games to show right now' })}
        action={
          <ButtonLink href="/promotions">
            {i18n._({ id: 'home.seePromotions', message: 'See promotions' })}
          </ButtonLink>
        }
      >
        {i18n._({
          id: 'home.noGamesHint',
          message: 'The game lists are being updated. Meanwhile, the promotions are running.',
        })}
      </EmptyState>
    )
  }

  return (
    <>
      {rails.map((rail) => (
        <GameRail key={rail.key} title={rail.title} seeAllHref={rail.href}>
          {rail.games ? lobbyTiles(rail.games, play, favourites) : null}
        </GameRail>
      ))}
    </>
  )
}
