import type { NewsArticle } from '@parlor/contract'

/** The demo articles every site publishes, by the slug that keeps each one stable per site. */
export const newsSlugs = [
  'weekly-leaderboard',
  'mahjong-ways-2',
  'welcome-bonus',
  'football-season',
  'vip-rebates',
  'faster-withdrawals',
  'daily-spin',
  'maintenance-complete',
  'deposit-limits',
] as const
export type NewsSlug = (typeof newsSlugs)[number]

/** What a reader sees of an article in one language. */
export type ArticleText = Pick<NewsArticle, 'title' | 'summary' | 'body'>

/** A VIP level as the article names it, beside its weekly rebate (`0.2%`, `0,2 %`). */
export interface VipRebate {
  readonly name: string
  readonly rebate: string
}

/**
 * What an article may say about its site, each figure taken from the seed the rest of the site
 * shows it from: the leaderboard's prizes, the welcome promotion's terms, the VIP ladder, the
 * lucky wheel. Amounts come formatted with the currency, e.g. `5,000 PHP`.
 */
export interface NewsFacts {
  readonly siteName: string
  readonly weekly: {
    /** What the paid ranks share in total. */
    readonly pool: string
    /** How many ranks win a prize. */
    readonly paidRanks: number
    /** The first, second and third prizes. */
    readonly podium: readonly [string, string, string]
  }
  readonly welcome: {
    /** The bonus as a percentage of the deposit, e.g. 100. */
    readonly percent: number
    readonly maxBonus: string
    readonly minDeposit: string
    /** How many times the bonus is wagered before it can be withdrawn. */
    readonly wagerTimes: number
  }
  readonly vip: {
    /** Lowest level first. */
    readonly levels: readonly VipRebate[]
    readonly lowest: VipRebate
    readonly highest: VipRebate
  }
  /** The lucky wheel's largest cash prize. */
  readonly spinJackpot: string
  /** Tokens a new account starts with. */
  readonly welcomeTokens: number
  readonly minWithdrawal: string
}

/**
 * One language's articles. `text` holds the facts as plain text, for titles and summaries;
 * `html` holds them escaped, for bodies, which are operator rich text (paragraphs and lists).
 */
export type NewsCopy = (text: NewsFacts, html: NewsFacts) => Readonly<Record<NewsSlug, ArticleText>>

/** The VIP article's ladder as a list, one level and its rebate per item. */
export function vipRebateList(levels: readonly VipRebate[], separator = ': '): string {
  return `<ul>${levels.map((level) => `<li>${level.name}${separator}${level.rebate}</li>`).join('')}</ul>`
}
