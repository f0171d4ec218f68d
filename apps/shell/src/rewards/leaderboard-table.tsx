import { useLingui } from '@lingui/react'
import type { LeaderboardEntry } from '@parlor/contract'
import { Amount, VisuallyHidden } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { RankCell } from './rank-cell.tsx'
import './leaderboard.css'

/** The board, best first: rank, the masked player, their turnover and their prize. */
export function LeaderboardTable({
  entries,
  caption,
}: {
  entries: readonly LeaderboardEntry[]
  caption: string
}) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  return (
    <div className="leaderboard__scroll">
      <table className="leaderboard__table" data-testid="leaderboard-table">
        <caption className="leaderboard__caption">
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'leaderboard.rank', message: 'Rank' })}</th>
            <th scope="col">{i18n._({ id: 'leaderboard.player', message: 'Player' })}</th>
            <th scope="col" className="leaderboard__money">
              {i18n._({
                id: 'leaderboard.turnoverIn',
                message: 'Turnover ({currency})',
                values: { currency: money.currency },
              })}
            </th>
            <th scope="col" className="leaderboard__money">
              {i18n._({
                id: 'leaderboard.prizeIn',
                message: 'Prize ({currency})',
                values: { currency: money.currency },
              })}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.rank} data-rank={entry.rank}>
              <RankCell rank={entry.rank} />
              <td className="leaderboard__player">{entry.account_id}</td>
              <td className="leaderboard__money">
                <Amount minor={entry.turnover} {...money} />
              </td>
              <td className="leaderboard__money">
                {entry.prize > 0 ? (
                  <Amount minor={entry.prize} {...money} />
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>
                      {i18n._({ id: 'leaderboard.noPrize', message: 'No prize' })}
                    </VisuallyHidden>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
