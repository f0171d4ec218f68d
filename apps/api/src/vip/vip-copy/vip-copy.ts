/** The six level names of the demo ladder, lowest first. */
export type VipLevelNames = readonly [string, string, string, string, string, string]

/** One language's VIP ladder: what the levels are called and the perks they list. */
export interface VipCopy {
  readonly levelNames: VipLevelNames
  readonly benefits: {
    readonly weeklyRebate: string
    readonly birthdayBonus: string
    readonly fasterWithdrawals: string
    readonly accountManager: string
    readonly exclusiveEvents: string
  }
}
