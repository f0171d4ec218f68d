import type { I18n } from '@lingui/core'
import type { BetLine, LanguageCode } from '@parlor/contract'
import { formatNumber } from '@parlor/core'

/**
 * Markets the feeds name in a few ways, normalised (upper case, letters and digits only) to one
 * kind each. Anything else keeps the feed's own name: a new market still shows, untranslated.
 */
const marketKinds: Readonly<Record<string, 'result' | 'moneyline' | 'handicap' | 'total'>> = {
  '1X2': 'result',
  ML: 'moneyline',
  MONEYLINE: 'moneyline',
  '12': 'moneyline',
  HDP: 'handicap',
  AH: 'handicap',
  HANDICAP: 'handicap',
  OU: 'total',
  TOTAL: 'total',
  TOTALS: 'total',
  OVERUNDER: 'total',
}

function kindOf(betType: string) {
  return marketKinds[betType.toUpperCase().replace(/[^A-Z0-9]/g, '')]
}

/** The market's name as a player reads it ("Handicap", "Over/under"). */
export function marketName(i18n: I18n, betType: string): string {
  switch (kindOf(betType)) {
    case 'result':
      return i18n._({ id: 'sports.market1x2', message: '1X2' })
    case 'moneyline':
      return i18n._({ id: 'sports.marketMoneyline', message: 'Moneyline' })
    case 'handicap':
      return i18n._({ id: 'sports.marketHandicap', message: 'Handicap' })
    case 'total':
      return i18n._({ id: 'sports.marketTotal', message: 'Over/under' })
    default:
      return betType
  }
}

/**
 * What a selection backs: the side (home_away 1 home, 2 away, 3 draw; on totals 1 over and 2
 * under, as the feed sends them) followed by the market's line when it has one ("Home -0.5",
 * "Over 2.5").
 */
export function selectionLabel(
  i18n: I18n,
  line: Pick<BetLine, 'bet_type' | 'home_away' | 'criteria1'>,
): string {
  const values = { line: line.criteria1.trim() }
  const withLine = values.line !== ''
  if (kindOf(line.bet_type) === 'total') {
    return line.home_away === 2
      ? withLine
        ? i18n._({ id: 'sports.sideUnderLine', message: 'Under {line}', values })
        : i18n._({ id: 'sports.sideUnder', message: 'Under' })
      : withLine
        ? i18n._({ id: 'sports.sideOverLine', message: 'Over {line}', values })
        : i18n._({ id: 'sports.sideOver', message: 'Over' })
  }
  switch (line.home_away) {
    case 1:
      return withLine
        ? i18n._({ id: 'sports.sideHomeLine', message: 'Home {line}', values })
        : i18n._({ id: 'sports.sideHome', message: 'Home' })
    case 2:
      return withLine
        ? i18n._({ id: 'sports.sideAwayLine', message: 'Away {line}', values })
        : i18n._({ id: 'sports.sideAway', message: 'Away' })
    default:
      return withLine
        ? i18n._({ id: 'sports.sideDrawLine', message: 'Draw {line}', values })
        : i18n._({ id: 'sports.sideDraw', message: 'Draw' })
  }
}

/** Decimal odds always with two decimals, as bookmakers print them (1.50, not 1.5). */
export function formatOdds(i18n: I18n, odds: number): string {
  return formatNumber(odds, i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

interface Teams {
  readonly home_team_name: string
  readonly away_team_name: string
  readonly home_team_names: Partial<Record<LanguageCode, string>>
  readonly away_team_names: Partial<Record<LanguageCode, string>>
}

/** Team names in the player's language when the feed has them, else the feed's plain names. */
export function teamNames(teams: Teams, code: LanguageCode): { home: string; away: string } {
  return {
    home: teams.home_team_names[code] || teams.home_team_name,
    away: teams.away_team_names[code] || teams.away_team_name,
  }
}
