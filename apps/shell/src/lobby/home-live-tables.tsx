import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { Button, EmptyState, GameGrid } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useSiteQuery } from '../api/use-site-query.ts'
import { HomeSection } from './home-section.tsx'
import { liveTablesParams, liveTablesShown } from './live-tables-shown.ts'
import { lobbyTiles } from './lobby-tile.tsx'
import { useFavouriteToggle } from './use-favourite-toggle.ts'
import { usePlayGame } from './use-play-game.ts'

/**
 * The casino family's lead: the live tables, each ready to join from the home
 * page. A site without a live casino leaves the section out; a failed call offers to try again.
 */
export default function HomeLiveTables() {
  const { i18n } = useLingui()
  const play = usePlayGame()
  const favourites = useFavouriteToggle()
  const gameMenu = useAtomValue(layoutAtom).content?.game_menu ?? []
  const live = gameMenu.find((item) => item.id === 'livecasino')
  const tables = useSiteQuery('gameList', liveTablesParams, { enabled: live !== undefined })
  if (!live) return null
  const title = i18n._({ id: 'home.liveTables', message: 'Live tables' })
  return (
    <HomeSection
      title={title}
      seeAll={{ href: live.path, label: i18n._({ id: 'home.allTables', message: 'All tables' }) }}
    >
      {tables.isError ? (
        <EmptyState
          title={i18n._({ id: 'home.tablesFailed', message: 'The tables could not be loaded' })}
          action={
            <Button onClick={() => void tables.refetch()}>
              {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
            </Button>
          }
        />
      ) : (
        <GameGrid label={title} placeholders={liveTablesShown}>
          {tables.data ? lobbyTiles(tables.data.items, play, favourites) : null}
        </GameGrid>
      )}
    </HomeSection>
  )
}
