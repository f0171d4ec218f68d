import { useLingui } from '@lingui/react'
import type { HotGameType } from '@parlor/contract'
import { layoutAtom } from '@parlor/core'
import { ButtonLink, EmptyState, GameRail, type GameRailProps } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { useSiteQuery } from '../api/use-site-query.ts'
import { firstLobbyPath } from './first-lobby-path.ts'
import { lobbyTiles } from './lobby-tile.tsx'
import { useFavouriteToggle } from './use-favourite-toggle.ts'
import { useNearViewport } from './use-near-viewport.ts'
import { usePlayGame } from './use-play-game.ts'
import { useReachedInto } from './use-reached-into.ts'

/** More than the widest screen shows of a rail: the rest render once the player reaches in. */
const railTilesAtFirst = 12

function useGameList(gameType: HotGameType) {
  const list = useSiteQuery('getHotGames', { game_type: gameType })
  return list.isError ? [] : (list.data?.value ?? null)
}

/**
 * A rail whose tiles render once it nears the screen; until then it shows its heading, its link
 * and a placeholder tile of the same size, so nothing moves when the tiles arrive. Near the
 * screen it shows the tiles a screen holds, and the rest once the player scrolls, points or
 * tabs into it. A home's four rails of 24 were two thirds of its elements, and a phone's first
 * screen shows three tiles of one.
 */
function RailNearViewport({ children, ...rail }: GameRailProps) {
  const [watchNear, near] = useNearViewport<HTMLElement>()
  const [watchReach, reached] = useReachedInto<HTMLElement>()
  const ref = useCallback(
    (node: HTMLElement | null) => {
      const stopNear = watchNear(node)
      const stopReach = watchReach(node)
      return () => {
        stopNear?.()
        stopReach?.()
      }
    },
    [watchNear, watchReach],
  )
  const tiles = !near ? null : reached ? children : (children?.slice(0, railTilesAtFirst) ?? null)
  // Off screen one placeholder holds the rail's height as well as a row of them would.
  return (
    <GameRail ref={ref} {...rail} {...(near ? {} : { placeholders: 1 })}>
      {tiles}
    </GameRail>
  )
}

/**
 * The default game lists as rails: hot, featured, popular and new. An empty list
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
        <RailNearViewport key={rail.key} title={rail.title} seeAllHref={rail.href}>
          {rail.games ? lobbyTiles(rail.games, play, favourites) : null}
        </RailNearViewport>
      ))}
    </>
  )
}
