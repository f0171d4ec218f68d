import type { MissionPeriod } from '@parlor/contract'

/** What a mission counts: rounds played, stakes wagered, or money deposited. */
export type MissionMetric = 'rounds' | 'turnover' | 'deposit'

export interface MissionSeed {
  readonly title: string
  readonly description: string
  readonly period: MissionPeriod
  readonly metric: MissionMetric
  readonly goal: number
  readonly reward_amount: number
  readonly reward_tokens: number
}

/** Every demo site's missions, in amounts that follow its minimum deposit. */
export function demoMissions(depositMin: number): MissionSeed[] {
  return [
    {
      title: 'Daily spinner',
      description: 'Play 10 rounds of any game today.',
      period: 'daily',
      metric: 'rounds',
      goal: 10,
      reward_amount: depositMin / 10,
      reward_tokens: 1,
    },
    {
      title: 'Daily wager',
      description: 'Wager five minimum deposits today.',
      period: 'daily',
      metric: 'turnover',
      goal: depositMin * 5,
      reward_amount: depositMin / 5,
      reward_tokens: 1,
    },
    {
      title: 'Weekly top-up',
      description: 'Deposit five minimum deposits this week.',
      period: 'weekly',
      metric: 'deposit',
      goal: depositMin * 5,
      reward_amount: depositMin / 2,
      reward_tokens: 3,
    },
    {
      title: 'First deposit',
      description: 'Make your first deposit.',
      period: 'once',
      metric: 'deposit',
      goal: depositMin,
      reward_amount: depositMin / 5,
      reward_tokens: 2,
    },
    {
      title: 'Centurion',
      description: 'Play 100 rounds.',
      period: 'once',
      metric: 'rounds',
      goal: 100,
      reward_amount: depositMin,
      reward_tokens: 5,
    },
  ]
}
