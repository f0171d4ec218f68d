import { useLingui } from '@lingui/react'
import { VisuallyHidden } from '@parlor/ui-kit'

/** A rank as a row header; the top three carry a medal, named in words for screen readers. */
export function RankCell({ rank }: { rank: number }) {
  const { i18n } = useLingui()
  const medals = [
    i18n._({ id: 'leaderboard.gold', message: 'Gold medal' }),
    i18n._({ id: 'leaderboard.silver', message: 'Silver medal' }),
    i18n._({ id: 'leaderboard.bronze', message: 'Bronze medal' }),
  ]
  const medal = medals[rank - 1]
  return (
    <th scope="row" className="leaderboard__rank">
      {medal ? (
        <span className="leaderboard__medal" data-medal={rank}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path className="leaderboard__ribbon" d="M7 1h4l2 7H9zm6 0h4l-2 7h-4z" />
            <circle className="leaderboard__disc" cx="12" cy="15" r="8" />
          </svg>
          <span className="leaderboard__medal-number">{rank}</span>
          <VisuallyHidden>{medal}</VisuallyHidden>
        </span>
      ) : (
        <span className="leaderboard__rank-number">{rank}</span>
      )}
    </th>
  )
}
