/** The demo missions, in the order a site lists them. */
export const missionKeys = [
  'dailySpinner',
  'dailyWager',
  'weeklyTopUp',
  'firstDeposit',
  'centurion',
] as const
export type MissionKey = (typeof missionKeys)[number]

/** What a mission's copy states, taken from the mission's own goal so the two agree. */
export interface MissionCopyContext {
  readonly dailyRounds: number
  /** Amounts are formatted with the currency, e.g. `500 PHP`. */
  readonly dailyWager: string
  readonly weeklyDeposit: string
  readonly firstDeposit: string
  readonly totalRounds: number
}

export interface MissionText {
  readonly title: string
  readonly description: string
}

/** One language's demo missions: a title and a plain-text description each. */
export type MissionCopy = (context: MissionCopyContext) => Readonly<Record<MissionKey, MissionText>>
