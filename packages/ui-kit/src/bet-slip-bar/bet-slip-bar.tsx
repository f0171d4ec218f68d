import { useLingui } from '@lingui/react'
import type { BetLine, LanguageCode, Match } from '@parlor/contract'
import type { MouseEvent } from 'react'
import { Button } from '../button/button.tsx'
import { formatOdds, marketName, selectionLabel, teamNames } from '../match-card/bet-labels.ts'
import './bet-slip-bar.css'

/** Whether the site has a sportsbook to take the bet: still asking, yes, or none. */
export type SportsbookAvailability = 'loading' | 'available' | 'unavailable'

export interface BetSlipBarProps {
  readonly match: Match
  readonly line: BetLine
  readonly languageCode: LanguageCode
  readonly sportsbook: SportsbookAvailability
  /** Opens the sportsbook; the click's event goes along, as opening a window needs it. */
  readonly onPlace: (event: MouseEvent<HTMLButtonElement>) => void
  readonly onClear: () => void
  /** The page's own class: where the bar sits among the page's other fixed layers is its call. */
  readonly className?: string
}

/**
 * The chosen selection, stuck to the bottom of the view while the list scrolls, with the way to
 * place it. The summary is a polite live region, so choosing another selection is heard.
 */
export function BetSlipBar({
  match,
  line,
  languageCode,
  sportsbook,
  onPlace,
  onClear,
  className,
}: BetSlipBarProps) {
  const { i18n } = useLingui()
  const teams = teamNames(match, languageCode)
  const title = i18n._({ id: 'sports.betSlip', message: 'Bet slip' })
  return (
    <aside
      className={['pk-bet-slip', className].filter(Boolean).join(' ')}
      data-slot="bet-slip"
      aria-label={title}
    >
      <div className="pk-bet-slip__summary" aria-live="polite">
        <p className="pk-bet-slip__title">{title}</p>
        <p className="pk-bet-slip__event">
          {i18n._({
            id: 'sports.fixture',
            message: '{home} v {away}',
            values: { home: teams.home, away: teams.away },
          })}
        </p>
        <p className="pk-bet-slip__pick">
          <span>
            {marketName(i18n, line.bet_type)}: {selectionLabel(i18n, line)}
          </span>{' '}
          <span className="pk-bet-slip__odds">
            {i18n._({
              id: 'sports.atOdds',
              message: 'at {odds}',
              values: { odds: formatOdds(i18n, line.odds) },
            })}
          </span>
        </p>
        {sportsbook === 'unavailable' ? (
          <p className="pk-bet-slip__note" data-slot="bet-slip-note">
            {i18n._({
              id: 'sports.noSportsbook',
              message: 'This site has no sportsbook to place bets in.',
            })}
          </p>
        ) : null}
      </div>
      <div className="pk-bet-slip__actions">
        {sportsbook === 'unavailable' ? null : (
          <Button
            onClick={onPlace}
            disabled={sportsbook === 'loading'}
            aria-busy={sportsbook === 'loading'}
          >
            {i18n._({ id: 'sports.placeBet', message: 'Place bet in the sportsbook' })}
          </Button>
        )}
        <Button variant="quiet" onClick={onClear}>
          {i18n._({ id: 'sports.clearSlip', message: 'Clear' })}
        </Button>
      </div>
    </aside>
  )
}
