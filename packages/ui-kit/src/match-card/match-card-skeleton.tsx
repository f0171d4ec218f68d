import { Skeleton } from '../skeleton/skeleton.tsx'
import './match-card.css'

/** Most feeds' matches carry three markets: a result, a handicap and a total. */
const markets = [
  { market: 'result', selections: ['home', 'away', 'draw'] },
  { market: 'handicap', selections: ['home', 'away'] },
  { market: 'total', selections: ['over', 'under'] },
] as const

/**
 * A match card still loading, built from the card's own boxes so the list does not move when the
 * matches arrive. Hidden from assistive technology: the list announces that it is loading.
 */
export function MatchCardSkeleton() {
  return (
    <div
      className="pk-match-card pk-match-card--skeleton"
      data-slot="match-card-skeleton"
      aria-hidden="true"
    >
      <div className="pk-match-card__head" data-slot="match-card-head">
        <Skeleton style={{ width: '45%', height: 14 }} />
        <Skeleton style={{ width: '28%', height: 14 }} />
      </div>
      <div className="pk-match-card__teams" data-slot="match-card-teams">
        <Skeleton style={{ width: '70%', height: '1.35em' }} />
      </div>
      <div className="pk-match-card__markets" data-slot="match-card-markets">
        {markets.map(({ market, selections }) => (
          <div key={market} className="pk-match-card__market" data-slot="match-card-market">
            <Skeleton style={{ width: 64, height: 12, margin: '2px 0 6px' }} />
            <div
              className="pk-match-card__selections"
              data-slot="match-card-selections"
              data-count={selections.length}
            >
              {selections.map((selection) => (
                <Skeleton key={selection} style={{ height: 48 }} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
