import { useLingui } from '@lingui/react'
import type { BetLine, Match } from '@parlor/contract'
import { Button, EmptyState, PageHeader, Pagination } from '@parlor/ui-kit'
import { TabPanel, Tabs } from '@parlor/ui-kit/tabs'
import { useRef, useState } from 'react'
import { useSiteQuery } from '../../api/use-site-query.ts'
import { type BetSelection, BetSlip } from '../../sports/bet-slip.tsx'
import { MatchList } from '../../sports/match-list.tsx'
import { MatchesEmpty } from '../../sports/matches-empty.tsx'
import { SportFilter } from '../../sports/sport-filter.tsx'
import { useSeenSports } from '../../sports/use-seen-sports.ts'
import { useSportsbookGame } from '../../sports/use-sportsbook-game.ts'
import './sports-page.css'

type StatusTab = 'live' | 'upcoming' | 'all'

const pageSize = 10

/** /sports: the match list with its bet lines, by status and sport, and the bet slip. */
export function SportsPage() {
  const { i18n } = useLingui()
  const [status, setStatus] = useState<StatusTab>('live')
  const [sport, setSport] = useState('')
  const [page, setPage] = useState(1)
  const [selection, setSelection] = useState<BetSelection | null>(null)
  const sportsbook = useSportsbookGame()
  const matches = useSiteQuery(
    'sportsMatches',
    { status: status === 'all' ? '' : status, sport, page, page_size: pageSize },
    { keepPrevious: true },
  )
  const sports = useSeenSports(matches.data?.items)
  const panel = useRef<HTMLDivElement>(null)

  const filter = (next: { status?: StatusTab; sport?: string }) => {
    if (next.status !== undefined) setStatus(next.status)
    if (next.sport !== undefined) setSport(next.sport)
    setPage(1)
  }
  const select = (line: BetLine, match: Match) =>
    setSelection((current) => (current?.line.line_id === line.line_id ? null : { match, line }))
  const tabs = [
    { value: 'live', label: i18n._({ id: 'sports.tabLive', message: 'Live' }) },
    { value: 'upcoming', label: i18n._({ id: 'sports.tabUpcoming', message: 'Upcoming' }) },
    { value: 'all', label: i18n._({ id: 'sports.tabAll', message: 'All' }) },
  ]

  return (
    <div className="sports-page">
      <PageHeader title={i18n._({ id: 'sports.title', message: 'Sports' })}>
        <p>
          {i18n._({
            id: 'sports.intro',
            message: 'Pick your odds, then place the bet in the sportsbook.',
          })}
        </p>
      </PageHeader>
      <Tabs
        label={i18n._({ id: 'sports.statusLabel', message: 'Match status' })}
        value={status}
        onValueChange={(value) => filter({ status: value as StatusTab })}
        tabs={tabs}
      >
        <TabPanel value={status}>
          <div className="sports-page__panel" ref={panel}>
            <SportFilter
              sports={sports}
              value={sport}
              onChange={(next) => filter({ sport: next })}
            />
            {matches.isError && !matches.data ? (
              <EmptyState
                title={i18n._({
                  id: 'sports.loadFailed',
                  message: 'The matches could not be loaded',
                })}
                action={
                  <Button onClick={() => void matches.refetch()}>
                    {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
                  </Button>
                }
              />
            ) : (
              <MatchList
                matches={matches.data?.items}
                updating={matches.isPlaceholderData}
                selectedLineId={selection?.line.line_id ?? null}
                onSelect={select}
                empty={
                  <MatchesEmpty
                    filtered={status !== 'all' || sport !== ''}
                    onShowAll={() => filter({ status: 'all', sport: '' })}
                  />
                }
              />
            )}
            {matches.data ? (
              <Pagination
                totalItems={matches.data.total}
                currentPage={matches.data.page}
                perPage={matches.data.page_size}
                onPageChange={(next) => {
                  setPage(next)
                  // The pager sits below the list: the next page is read from its top.
                  panel.current?.scrollIntoView({ block: 'start' })
                }}
                label={i18n._({ id: 'sports.pagination', message: 'Match pages' })}
              />
            ) : null}
          </div>
        </TabPanel>
      </Tabs>
      {selection ? (
        <BetSlip selection={selection} sportsbook={sportsbook} onClear={() => setSelection(null)} />
      ) : null}
    </div>
  )
}
