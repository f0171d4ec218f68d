import { useLingui } from '@lingui/react'
import type { Game } from '@parlor/contract'
import { defaultHomeSections, type HomeSection, layoutAtom } from '@parlor/core'
import {
  Amount,
  BannerStrip,
  ButtonLink,
  CategoryGrid,
  GameGrid,
  GameRail,
  GameTile,
  MatchCard,
  menuLabel,
  PartnerStrip,
  StatFigures,
  VisuallyHidden,
  WinnersTicker,
} from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { type ReactNode, useId } from 'react'
import { games, playHref } from './game-fixtures.ts'
import { matchesFixture } from './match-fixtures.ts'
import {
  liveTablesFixture,
  promotionsFixture,
  statisticsFixture,
  winsFixture,
  withdrawalsFixture,
} from './page-fixtures.ts'
import { useStoryMoney } from './use-story-money.ts'
import './story-pages.css'

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

/** A titled home section, marked up as the shell's so a theme's heading rules apply. */
function Section({
  title,
  more,
  children,
}: {
  title: string
  more?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      className="home-page__section"
      data-slot="home-page-section"
      aria-labelledby={headingId}
    >
      <div className="home-page__section-head" data-slot="home-page-section-head">
        <h2 id={headingId} className="home-page__heading" data-slot="home-page-heading">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  )
}

function Banners() {
  const { i18n } = useLingui()
  const items = promotionsFixture.map((p) => ({
    key: p.promotion_id,
    href: '/promotions',
    title: p.title,
    image: p.image_url,
  }))
  const label = i18n._({ id: 'home.promotions', message: 'Promotions' })
  return <BannerStrip label={label} items={items} imageWidth={800} imageHeight={400} />
}

function Ticker() {
  const { i18n } = useLingui()
  const money = useStoryMoney()
  const wins = winsFixture.map((win) => ({
    key: `win-${win.won_at}`,
    account: win.account_id,
    action: i18n._({ id: 'home.wonOn', message: 'won on {game}', values: { game: win.game_name } }),
    amount: win.amount,
  }))
  const withdrawals = withdrawalsFixture.map((withdrawal) => ({
    key: `out-${withdrawal.withdrawn_at}`,
    account: withdrawal.account_id,
    action: i18n._({ id: 'home.withdrew', message: 'withdrew' }),
    amount: withdrawal.amount,
  }))
  const items = [...wins, ...withdrawals].map(({ amount, ...entry }) => ({
    ...entry,
    amount: <Amount minor={amount} {...money} />,
  }))
  const label = i18n._({ id: 'home.tickerLabel', message: 'Recent wins and withdrawals' })
  return <WinnersTicker label={label} items={items} />
}

function Categories() {
  const { i18n } = useLingui()
  const gameMenu = useAtomValue(layoutAtom).content?.game_menu ?? []
  const title = i18n._({ id: 'home.categories', message: 'Game categories' })
  const items = gameMenu.map((item) => ({
    href: item.path,
    label: menuLabel(i18n, item),
    icon: item.icon,
  }))
  return (
    <Section title={title}>
      <CategoryGrid label={title} items={items} />
    </Section>
  )
}

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

function LiveTables() {
  const { i18n } = useLingui()
  const labels = useTileLabels()
  const title = i18n._({ id: 'home.liveTables', message: 'Live tables' })
  const more = (
    <ButtonLink variant="quiet" href="/casino">
      {i18n._({ id: 'home.allTables', message: 'All tables' })}
    </ButtonLink>
  )
  return (
    <Section title={title} more={more}>
      <GameGrid label={title}>{storyTiles(liveTablesFixture, labels)}</GameGrid>
    </Section>
  )
}

function Matches() {
  const { i18n } = useLingui()
  const more = (
    <ButtonLink variant="quiet" href="/sports">
      {i18n._({ id: 'sports.showAll', message: 'See all matches' })}
    </ButtonLink>
  )
  return (
    <Section title={i18n._({ id: 'home.matches', message: 'Matches' })} more={more}>
      <div className="story-page__matches">
        {matchesFixture.map((match) => (
          <MatchCard key={match.match_id} match={match} languageCode="EN" headingLevel={3} />
        ))}
      </div>
    </Section>
  )
}

function Statistics() {
  const { i18n } = useLingui()
  const money = useStoryMoney()
  const site = useAtomValue(layoutAtom).site?.site_name ?? ''
  const s = statisticsFixture
  const items = [
    {
      key: 'withdrawn-day',
      label: i18n._({ id: 'home.withdrawnDay', message: 'Paid out in the last 24 hours' }),
      value: <Amount minor={s.withrawal} {...money} />,
    },
    {
      key: 'winners',
      label: i18n._({ id: 'home.winners', message: 'Winners in the last 24 hours' }),
      value: i18n.number(s.winner),
    },
    {
      key: 'registered',
      label: i18n._({ id: 'home.registeredPlayers', message: 'Registered players' }),
      value: i18n.number(s.registered_player),
    },
  ]
  const title = i18n._({ id: 'home.statistics', message: 'Today at {site}', values: { site } })
  return (
    <Section title={title}>
      <StatFigures items={items} />
    </Section>
  )
}

function Partners() {
  const { i18n } = useLingui()
  const partners = useAtomValue(layoutAtom).partners
  const title = i18n._({ id: 'partners.title', message: 'Our partners' })
  return (
    <Section title={title}>
      <PartnerStrip label={title} partners={partners} />
    </Section>
  )
}

const sections: Record<HomeSection, () => ReactNode> = {
  banners: Banners,
  ticker: Ticker,
  categories: Categories,
  rails: Rails,
  'live-tables': LiveTables,
  matches: Matches,
  statistics: Statistics,
  partners: Partners,
}

/**
 * The home page as the shell composes it (spec §2 home), from fixtures: the sections in the
 * order the theme arranges them, the live tables or the match list leading where it says so.
 */
export function StoryHomePage({ order }: { order: readonly HomeSection[] | undefined }) {
  const { i18n } = useLingui()
  const site = useAtomValue(layoutAtom).site?.site_name ?? ''
  return (
    <div className="home-page story-page" data-slot="home-page">
      <h1 className="story-page__hidden-title">
        <VisuallyHidden>
          {i18n._({ id: 'home.title', message: '{site}: games and sports', values: { site } })}
        </VisuallyHidden>
      </h1>
      {(order ?? defaultHomeSections).map((name) => {
        const Show = sections[name]
        return <Show key={name} />
      })}
    </div>
  )
}
