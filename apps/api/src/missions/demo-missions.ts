import { type LanguageCode, languageCodes, type MissionPeriod } from '@parlor/contract'
import type { ContentSite } from '../content/content-site.ts'
import { formatMoney } from '../content/demo-money.ts'
import type { Translations } from '../content/translations.ts'
import { type MissionKey, type MissionText, missionKeys } from './mission-copy/mission-copy.ts'
import { missionCopyByLanguage } from './mission-copy/mission-copy-by-language.ts'

/** What a mission counts: rounds played, stakes wagered, or money deposited. */
export type MissionMetric = 'rounds' | 'turnover' | 'deposit'

/** A seeded mission: its own title and description in English, the other languages in `texts`. */
export interface MissionSeed extends MissionText {
  readonly period: MissionPeriod
  readonly metric: MissionMetric
  readonly goal: number
  readonly reward_amount: number
  readonly reward_tokens: number
  readonly texts: Translations<MissionText>
}

/** What the demo missions are drawn from: the site's minimum deposit and its currency. */
export type MissionSite = Pick<ContentSite, 'deposit_min' | 'currency' | 'currency_decimals'>

type MissionRules = Omit<MissionSeed, keyof MissionText | 'texts'>

/** Every demo site's missions, in amounts that follow its minimum deposit. */
function missionRules(depositMin: number): Readonly<Record<MissionKey, MissionRules>> {
  return {
    dailySpinner: {
      period: 'daily',
      metric: 'rounds',
      goal: 10,
      reward_amount: depositMin / 10,
      reward_tokens: 1,
    },
    dailyWager: {
      period: 'daily',
      metric: 'turnover',
      goal: depositMin * 5,
      reward_amount: depositMin / 5,
      reward_tokens: 1,
    },
    weeklyTopUp: {
      period: 'weekly',
      metric: 'deposit',
      goal: depositMin * 5,
      reward_amount: depositMin / 2,
      reward_tokens: 3,
    },
    firstDeposit: {
      period: 'once',
      metric: 'deposit',
      goal: depositMin,
      reward_amount: depositMin / 5,
      reward_tokens: 2,
    },
    centurion: {
      period: 'once',
      metric: 'rounds',
      goal: 100,
      reward_amount: depositMin,
      reward_tokens: 5,
    },
  }
}

/**
 * The demo missions of a site, in the order it lists them. Their copy states each goal from the
 * mission's own `goal`, so the description and the progress bar agree.
 */
export function demoMissions(site: MissionSite): MissionSeed[] {
  const rules = missionRules(site.deposit_min)
  const money = (amount: number) => formatMoney(amount, site)
  const context = {
    dailyRounds: rules.dailySpinner.goal,
    dailyWager: money(rules.dailyWager.goal),
    weeklyDeposit: money(rules.weeklyTopUp.goal),
    firstDeposit: money(rules.firstDeposit.goal),
    totalRounds: rules.centurion.goal,
  }
  const copy = (language: LanguageCode) => missionCopyByLanguage[language](context)
  const english = copy('EN')
  const others = languageCodes
    .filter((language) => language !== 'EN')
    .map((language) => [language, copy(language)] as const)
  return missionKeys.map((key) => ({
    ...english[key],
    ...rules[key],
    texts: Object.fromEntries(others.map(([language, texts]) => [language, texts[key]])),
  }))
}
