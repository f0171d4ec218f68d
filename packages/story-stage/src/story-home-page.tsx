import { useLingui } from '@lingui/react'
import type { BetLine, Game } from '@parlor/contract'
import { defaultHomeSections, type HomeSection as HomeSectionName } from '@parlor/core'
import {
  HomeBannersView,
  HomeCategories,
  HomePageFrame,
  HomePartners,
  HomeSection,
  HomeStatisticsView,
  HomeTickerView,
  MatchesEmpty,
  MatchList,
} from '@parlor/shell/page-views'
import { GameGrid, GameRail, GameTile } from '@parlor/ui-kit'
import { type ReactNode, useState } from 'react'
import { games, playHref } from './game-fixtures.ts'
import { matchesFixture } from './match-fixtures.ts'
import {
  liveTablesFixture,
  promotionsFixture,
  statisticsFixture,
  winsFixture,
  withdrawalsFixture,
} from './page-fixtures.ts'

/** The favourite button's names in the active language. */
export function useTileLabels() {
  const { i18n } = useLingui()
  return {
    favourite: i18n._({ id: 'games.favourite', message: 'Add to favourites' }),
    unfavourite: i18n._({ id: 'games.unfavourite', message: 'Remove from favourites' }),
  }
}

/** Tiles as the lobby draws them: grids and rails take a list of them. */
export function storyTiles(list: readonly Game[], labels: ReturnType<typeof useTileLabels>) {
  return list.map((game) => (
    <GameTile
      key={`${game.provider_code}/${game.game_code}`}
      game={game}
      href={playHref(game)}
      labels={labels}
      onToggleFavourite={() => undefined}
    />
  ))
}

function Banners() {
  return <HomeBannersView promotions={promotionsFixture} />
}

function Ticker() {
  return <HomeTickerView ticker={{ winners: winsFixture, withdrawals: withdrawalsFixture }} />
}

/**
 * The slot family's rails, drawn as the site's HomeRails draws them once loaded; that component
 * asks the server for each list and holds its tiles back until it nears the screen, so the story
 * lays the kit's rail out itself.
 */
function Rails() {
  const { i18n } = useLingui()
  const labels = useTileLabels()
  const rails = [
    ['hot', i18n._({ id: 'home.hotGames', message: 'Hot games' }), 0],
    ['featured', i18n._({ id: 'home.featuredGames', message: 'Featured' }), 4],
    ['new', i18n._({ id: 'home.newGames', message: 'New games' }), 8],
  ] as const
  return rails.map(([key, title, from]) => (
    <GameRail key={key} title={title} seeAllHref={`/${key}`}>
      {storyTiles([...games.slice(from), ...games.slice(0, from)], labels)}
    </GameRail>
  ))
}

/** The casino family's lead in the site's own section; its tiles are the story's (see Rails). */
function LiveTables() {
  const { i18n } = useLingui()
  const labels = useTileLabels()
  const title = i18n._({ id: 'home.liveTables', message: 'Live tables' })
  return (
    <HomeSection
      title={title}
      seeAll={{ href: '/casino', label: i18n._({ id: 'home.allTables', message: 'All tables' }) }}
    >
      <GameGrid label={title}>{storyTiles(liveTablesFixture, labels)}</GameGrid>
    </HomeSection>
  )
}

/**
 * The sportsbook family's lead: the site's match list, a pick marked as on the site. The site
 * then opens its bet slip, which looks the sportsbook up on the server; the story has none.
 */
function Matches() {
  const { i18n } = useLingui()
  const [picked, setPicked] = useState<string | null>(null)
  const pick = (line: BetLine) =>
    setPicked((current) => (current === line.line_id ? null : line.line_id))
  return (
    <HomeSection
      title={i18n._({ id: 'home.matches', message: 'Matches' })}
      seeAll={{
        href: '/sports',
        label: i18n._({ id: 'sports.showAll', message: 'See all matches' }),
      }}
    >
      <MatchList
        matches={matchesFixture}
        updating={false}
        selectedLineId={picked}
        onSelect={pick}
        empty={<MatchesEmpty filtered={false} onShowAll={() => undefined} />}
      />
    </HomeSection>
  )
}

function Statistics() {
  return <HomeStatisticsView statistics={statisticsFixture} />
}

const sections: Record<HomeSectionName, () => ReactNode> = {
  banners: Banners,
  ticker: Ticker,
  categories: HomeCategories,
  rails: Rails,
  'live-tables': LiveTables,
  matches: Matches,
  statistics: Statistics,
  partners: HomePartners,
}

/**
 * The home page from fixtures, in the site's own frame and sections (@parlor/shell/page-views):
 * the sections in the order the theme arranges them, the live tables or the match list leading
 * where it says so. The site renders each section as its answer arrives; here all are at hand.
 */
export function StoryHomePage({ order }: { order: readonly HomeSectionName[] | undefined }) {
  return (
    <HomePageFrame>
      {(order ?? defaultHomeSections).map((name) => {
        const Show = sections[name]
        return <Show key={name} />
      })}
    </HomePageFrame>
  )
}
