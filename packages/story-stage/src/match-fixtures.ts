import type { BetLine, HomeAway, Match } from '@parlor/contract'

type Team = { readonly name: string; readonly names: Record<string, string> }

/** The three markets the demo feed prices: 1X2, a half-goal handicap and over/under 2.5. */
function lines(matchId: string, home: Team, away: Team): BetLine[] {
  const line = (betType: string, homeAway: HomeAway, criteria1: string, odds: number) => ({
    line_id: `${matchId}-${betType}-${homeAway}`,
    bet_type: betType,
    home_away: homeAway,
    criteria1,
    home_team_name: home.name,
    away_team_name: away.name,
    home_team_names: home.names,
    away_team_names: away.names,
    odds,
  })
  return [
    line('1X2', 1, '', 2.1),
    line('1X2', 2, '', 3.45),
    line('1X2', 3, '', 3.3),
    line('HDP', 1, '-0.5', 2.1),
    line('HDP', 2, '+0.5', 1.78),
    line('OU', 1, '2.5', 1.9),
    line('OU', 2, '2.5', 1.9),
  ]
}

function match(
  matchId: string,
  leagueName: string,
  [home, away]: readonly [Team, Team],
  startsAt: string,
  score: readonly [number, number] | null,
): Match {
  return {
    match_id: matchId,
    sport: 'football',
    league_name: leagueName,
    home_team_name: home.name,
    away_team_name: away.name,
    home_team_names: home.names,
    away_team_names: away.names,
    starts_at: startsAt,
    status: score ? 'live' : 'upcoming',
    home_score: score?.[0] ?? null,
    away_score: score?.[1] ?? null,
    bet_lines: lines(matchId, home, away),
  }
}

const team = (name: string, names: Record<string, string> = { EN: name }): Team => ({ name, names })

/**
 * The sportsbook family's home lead: a live match and the next ones, as the demo feed sends
 * them. The kit's MatchCard tests keep their own match (ui-kit's match-card/match-fixtures.ts),
 * so the kit never reaches into Storybook's package.
 */
export const matchesFixture: Match[] = [
  match(
    'm3',
    'English Premier League',
    [team('Liverpool'), team('Everton')],
    '2025-05-17T14:00:00.000Z',
    [2, 1],
  ),
  match(
    'm1',
    'English Premier League',
    [
      team('Arsenal', { EN: 'Arsenal', CN: '阿森纳' }),
      team('Chelsea', { EN: 'Chelsea', CN: '切尔西' }),
    ],
    '2025-05-17T14:00:00.000Z',
    null,
  ),
  match('m2', 'La Liga', [team('Sevilla'), team('Valencia')], '2025-05-17T19:00:00.000Z', null),
]
