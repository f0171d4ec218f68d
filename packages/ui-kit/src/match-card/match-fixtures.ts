import type { BetLine, HomeAway, Match } from '@parlor/contract'

const home = { name: 'Arsenal', names: { EN: 'Arsenal', CN: '阿森纳' } }
const away = { name: 'Chelsea', names: { EN: 'Chelsea', CN: '切尔西' } }

function line(betType: string, homeAway: HomeAway, criteria1: string, odds: number): BetLine {
  return {
    line_id: `m1-${betType}-${homeAway}`,
    bet_type: betType,
    home_away: homeAway,
    criteria1,
    home_team_name: home.name,
    away_team_name: away.name,
    home_team_names: home.names,
    away_team_names: away.names,
    odds,
  }
}

/** A football match as the demo feed sends one: 1X2, a half-goal handicap and over/under 2.5. */
export const upcomingMatch: Match = {
  match_id: 'm1',
  sport: 'football',
  league_name: 'English Premier League',
  home_team_name: home.name,
  away_team_name: away.name,
  home_team_names: home.names,
  away_team_names: away.names,
  starts_at: '2025-05-17T14:00:00.000Z',
  status: 'upcoming',
  home_score: null,
  away_score: null,
  bet_lines: [
    line('1X2', 1, '', 2.1),
    line('1X2', 2, '', 3.45),
    line('1X2', 3, '', 3.3),
    line('HDP', 1, '-0.5', 2.1),
    line('HDP', 2, '+0.5', 1.78),
    line('OU', 1, '2.5', 1.9),
    line('OU', 2, '2.5', 1.9),
  ],
}

export const liveMatch: Match = { ...upcomingMatch, status: 'live', home_score: 2, away_score: 1 }

export const finishedMatch: Match = {
  ...upcomingMatch,
  status: 'finished',
  home_score: 3,
  away_score: 1,
  bet_lines: [],
}
