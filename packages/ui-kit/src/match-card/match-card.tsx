import { useLingui } from '@lingui/react'
import type { BetLine, LanguageCode, Match } from '@parlor/contract'
import { useId } from 'react'
import { StatusBadge } from '../status-badge/status-badge.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import { formatOdds, marketName, selectionLabel, teamNames } from './bet-labels.ts'
import { OddsButton } from './odds-button.tsx'
import './match-card.css'

export interface MatchCardProps {
  readonly match: Match
  /** The player's language code: team names show in it when the feed has them. */
  readonly languageCode: LanguageCode
  /** The `line_id` on the bet slip, wherever it is; this card marks it when it is one of its own. */
  readonly selectedLineId?: string | null
  /** Choosing a selection; choosing the selected one again is the caller's to undo. */
  readonly onSelect?: (line: BetLine, match: Match) => void
  /** 2 under the page's h1 (the default); 3 when the list has a heading of its own. */
  readonly headingLevel?: 2 | 3
}

/** Bet lines grouped by market, in the order the feed lists them. */
function marketsOf(lines: readonly BetLine[]): [string, BetLine[]][] {
  const markets = new Map<string, BetLine[]>()
  for (const line of lines) {
    const market = markets.get(line.bet_type)
    if (market) market.push(line)
    else markets.set(line.bet_type, [line])
  }
  return [...markets]
}

/**
 * A match of the sportsbook (its bet line): league, kick-off or the live score, the teams in
 * the player's language, and each market's selections as toggles with their decimal odds.
 */
export function MatchCard({
  match,
  languageCode,
  selectedLineId = null,
  onSelect,
  headingLevel = 2,
}: MatchCardProps) {
  const { i18n } = useLingui()
  const titleId = useId()
  const teams = teamNames(match, languageCode)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const scored = match.home_score !== null && match.away_score !== null
  const score = scored ? `${match.home_score} – ${match.away_score}` : null
  const markets = marketsOf(match.bet_lines)

  return (
    <article
      className="pk-match-card"
      data-slot="match-card"
      data-status={match.status}
      aria-labelledby={titleId}
    >
      <div className="pk-match-card__head" data-slot="match-card-head">
        <span className="pk-match-card__league">{match.league_name}</span>
        {match.status === 'upcoming' ? (
          <time
            className="pk-match-card__time"
            data-slot="match-card-time"
            dateTime={match.starts_at}
          >
            {i18n.date(new Date(match.starts_at), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        ) : (
          <span className="pk-match-card__state">
            <StatusBadge tone={match.status === 'live' ? 'danger' : 'neutral'}>
              {match.status === 'live'
                ? i18n._({ id: 'sports.live', message: 'Live' })
                : i18n._({ id: 'sports.finished', message: 'Full time' })}
            </StatusBadge>
            {score ? (
              <span className="pk-match-card__score" data-slot="match-score">
                <span aria-hidden="true">{score}</span>
                <VisuallyHidden>
                  {i18n._({
                    id: 'sports.scoreLabel',
                    message: 'Score {home} to {away}',
                    values: { home: match.home_score, away: match.away_score },
                  })}
                </VisuallyHidden>
              </span>
            ) : null}
          </span>
        )}
      </div>
      <Heading id={titleId} className="pk-match-card__teams" data-slot="match-card-teams">
        <span className="pk-match-card__team">{teams.home}</span>{' '}
        <span className="pk-match-card__versus" data-slot="match-card-versus">
          {i18n._({ id: 'sports.versus', message: 'v' })}
        </span>{' '}
        <span className="pk-match-card__team">{teams.away}</span>
      </Heading>
      {markets.length === 0 ? (
        <p className="pk-match-card__closed" data-slot="match-card-closed">
          {match.status === 'finished'
            ? i18n._({ id: 'sports.bettingClosed', message: 'Betting has closed on this match.' })
            : i18n._({ id: 'sports.noOdds', message: 'No odds are offered on this match yet.' })}
        </p>
      ) : (
        <div className="pk-match-card__markets" data-slot="match-card-markets">
          {markets.map(([betType, lines]) => {
            const name = marketName(i18n, betType)
            return (
              <fieldset
                key={betType}
                className="pk-match-card__market"
                data-slot="match-card-market"
              >
                <legend className="pk-match-card__market-name" data-slot="match-card-market-name">
                  {name}
                </legend>
                <div
                  className="pk-match-card__selections"
                  data-slot="match-card-selections"
                  data-count={lines.length}
                >
                  {lines.map((line) => (
                    <OddsButton
                      key={line.line_id}
                      side={selectionLabel(i18n, line)}
                      odds={formatOdds(i18n, line.odds)}
                      selected={line.line_id === selectedLineId}
                      disabled={match.status === 'finished' || !onSelect}
                      onClick={() => onSelect?.(line, match)}
                    />
                  ))}
                </div>
              </fieldset>
            )
          })}
        </div>
      )}
    </article>
  )
}
