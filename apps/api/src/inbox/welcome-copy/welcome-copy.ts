/** What the welcome messages state, from the values the reward itself is made of. */
export interface WelcomeCopyContext {
  /** Plain text: only titles name the site. */
  readonly siteName: string
  /** The reward formatted as a claim of it shows, e.g. `50 PHP`. */
  readonly reward: string
  /** How many days the reward waits to be claimed. */
  readonly rewardDays: number
}

export interface WelcomeMessage {
  /** Plain text. */
  readonly title: string
  /** Operator rich text. */
  readonly body: string
}

/** One language's messages for a new player: the claimable reward and the safer-play note. */
export type WelcomeCopy = (context: WelcomeCopyContext) => {
  readonly reward: WelcomeMessage
  readonly saferPlay: WelcomeMessage
}
