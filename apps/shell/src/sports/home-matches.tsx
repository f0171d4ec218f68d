import { useLingui } from '@lingui/react'
import type { BetLine, Match } from '@parlor/contract'
import { layoutAtom } from '@parlor/core'
import { Button, EmptyState } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { useSiteQuery } from '../api/use-site-query.ts'
import { HomeSection } from '../lobby/home-section.tsx'
import type { BetSelection } from './bet-slip.tsx'
import { homeMatchCount, homeMatchQueries } from './home-match-queries.ts'
import { MatchList } from './match-list.tsx'
import { MatchesEmpty } from './matches-empty.tsx'
import { useSportsbookGame } from './use-sportsbook-game.ts'

// Fixed to the bottom edge once a player picks odds: it loads then, not with the home page.
const BetSlip = lazy(() => import('./bet-slip.tsx').then((m) => ({ default: m.BetSlip })))

/**
 * The sportsbook family's lead: live and upcoming matches with their odds, a
 * pick opening the bet slip as on /sports. A site without a sportsbook leaves the section out.
 */
export default function HomeMatches() {
  const { i18n } = useLingui()
  const [selection, setSelection] = useState<BetSelection | null>(null)
  const sportsbook = useSportsbookGame()
  const gameMenu = useAtomValue(layoutAtom).content?.game_menu ?? []
  const sports = gameMenu.find((item) => item.id === 'sportsbook')
  // What a bettor can still bet on: the live matches first, then the next ones to start.
  const live = useSiteQuery('sportsMatches', homeMatchQueries.live, {
    enabled: sports !== undefined,
  })
  const upcoming = useSiteQuery('sportsMatches', homeMatchQueries.upcoming, {
    enabled: sports !== undefined,
  })
  if (!sports) return null
  const failed = live.isError || upcoming.isError
  const matches =
    live.data && upcoming.data
      ? [...live.data.items, ...upcoming.data.items].slice(0, homeMatchCount)
      : undefined
  const retry = () => {
    if (live.isError) void live.refetch()
    if (upcoming.isError) void upcoming.refetch()
  }
  const select = (line: BetLine, match: Match) =>
    setSelection((current) => (current?.line.line_id === line.line_id ? null : { match, line }))
  return (
    <HomeSection
      title={i18n._({ id: 'home.matches', message: 'Matches' })}
      seeAll={{
        href: sports.path,
        label: i18n._({ id: 'sports.showAll', message: 'See all matches' }),
      }}
    >
      {failed ? (
        <EmptyState
          title={i18n._({ id: 'sports.loadFailed', message: 'The matches could not be loaded' })}
          action={
            <Button onClick={retry}>
              {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
            </Button>
          }
        />
      ) : (
        <MatchList
          matches={matches}
          updating={false}
          selectedLineId={selection?.line.line_id ?? null}
          onSelect={select}
          empty={<MatchesEmpty filtered={false} onShowAll={() => undefined} />}
        />
      )}
      {selection ? (
        <Suspense fallback={null}>
          <BetSlip
            selection={selection}
            sportsbook={sportsbook}
            onClear={() => setSelection(null)}
          />
        </Suspense>
      ) : null}
    </HomeSection>
  )
}
