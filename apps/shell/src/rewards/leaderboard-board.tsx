import { useLingui } from '@lingui/react'
import type { LeaderboardPeriod } from '@parlor/contract'
import { ButtonLink, EmptyState, Skeleton } from '@parlor/ui-kit'
import { useSiteQuery } from '../api/use-site-query.ts'
import { LeaderboardTable } from './leaderboard-table.tsx'

/** Rows the skeleton reserves: the reference server's boards are twenty long. */
const skeletonRows = 20

/** One period's board: its dates and its table, or a way to get on it when it is empty. */
export function LeaderboardBoard({
  period,
  caption,
}: {
  period: LeaderboardPeriod
  caption: string
}) {
  const { i18n } = useLingui()
  const board = useSiteQuery('leaderboard', { period })
  const date = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })

  if (!board.data) {
    return (
      <div aria-busy="true">
        <Skeleton className="leaderboard__skeleton-row" />
        {Array.from({ length: skeletonRows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={row} className="leaderboard__skeleton-row" />
        ))}
      </div>
    )
  }

  const { starts_at, ends_at, items } = board.data
  return (
    <div className="leaderboard__board">
      <p className="leaderboard__dates" data-testid="leaderboard-dates">
        {i18n._({
          id: 'leaderboard.dates',
          message: 'From {start} until {end}',
          values: { start: date(starts_at), end: date(ends_at) },
        })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          title={i18n._({ id: 'leaderboard.empty', message: 'No one is on the board yet' })}
          action={
            <ButtonLink href="/">
              {i18n._({ id: 'leaderboard.play', message: 'Play to get on it' })}
            </ButtonLink>
          }
        >
          <p>
            {i18n._({
              id: 'leaderboard.emptyBody',
              message: 'Every bet you place counts towards your rank.',
            })}
          </p>
        </EmptyState>
      ) : (
        <LeaderboardTable entries={items} caption={caption} />
      )}
    </div>
  )
}
