import type { NewsArticle } from '@parlor/contract'
import { escapeMarkup as escapeHtml } from '../demo-data/escape-markup.ts'
import type { ContentSite } from './content-site.ts'
import { demoMoney, formatMoney } from './demo-money.ts'
import { leaderboardPrize } from './leaderboard-board.ts'

/** An article before the database numbers it (its image address needs the number). */
export interface NewsArticleDraft extends Omit<NewsArticle, 'news_id' | 'image_url'> {
  /** Stable per site, so seeding twice finds the article it already wrote. */
  readonly slug: string
}

/** What an article may say about its site, once as plain text and once escaped for markup. */
interface ArticleFacts {
  readonly name: string
  /** A dollar figure in the site's currency, e.g. `57,000 PHP`. */
  readonly money: (usd: number) => string
  readonly minWithdrawal: string
  readonly weeklyPrizes: readonly string[]
}

interface ArticleTemplate {
  readonly slug: string
  /** How long before the seeding the article came out. */
  readonly hoursAgo: number
  /** `text` for the title and summary, `html` for the rich-text body. */
  readonly write: (
    text: ArticleFacts,
    html: ArticleFacts,
  ) => { title: string; summary: string; body: string }
}

// News is written in English: an article is one text (the contract has no local twin for it),
// and operators in these markets commonly publish their news in English.
const templates: readonly ArticleTemplate[] = [
  {
    slug: 'weekly-leaderboard',
    hoursAgo: 5,
    write: (text, html) => ({
      title: `Weekly leaderboard: ${text.money(3_000)} for the top ten`,
      summary: `Every bet counts towards the ${text.name} weekly leaderboard. The top ten share ${text.money(3_000)} every week.`,
      body: `<p>The ${html.name} weekly leaderboard ranks players by turnover from Monday 00:00 UTC to the next Monday.</p>
<ul><li>1st place: ${html.weeklyPrizes[0]}</li><li>2nd place: ${html.weeklyPrizes[1]}</li><li>3rd place: ${html.weeklyPrizes[2]}</li></ul>
<p>Prizes are credited automatically when the week closes. Check your rank on the Leaderboard page.</p>`,
    }),
  },
  {
    slug: 'mahjong-ways-2',
    hoursAgo: 29,
    write: (text, html) => ({
      title: 'New in the lobby: Mahjong Ways 2 by PG Soft',
      summary: `The cascading mahjong slot with multipliers up to x10 is now live at ${text.name}.`,
      body: `<p>Mahjong Ways 2 from PG Soft has joined the ${html.name} slot lobby.</p>
<p>Winning tiles disappear and new ones drop in, and every cascade raises the multiplier, up to x10 in free spins.</p>
<p>Find it under Slots, or search for "Mahjong".</p>`,
    }),
  },
  {
    slug: 'welcome-bonus',
    hoursAgo: 50,
    write: (text, html) => ({
      title: '100% welcome bonus on your first deposit',
      summary: `New ${text.name} players double their first deposit, up to ${text.money(100)}.`,
      body: `<p>Make your first deposit at ${html.name} and we match it 100%, up to ${html.money(100)}.</p>
<ul><li>Claim the bonus on the Promotions page before you deposit</li><li>A turnover of 10 times the deposit and bonus applies</li><li>One welcome bonus per player</li></ul>`,
    }),
  },
  {
    slug: 'football-season',
    hoursAgo: 75,
    write: (text, html) => ({
      title: 'Football is back: live odds on every top league',
      summary: `Bet on the Premier League and La Liga before kick-off and in play at ${text.name}.`,
      body: `<p>The new season has started and the ${html.name} sportsbook carries every match of the English Premier League and La Liga.</p>
<p>Choose from 1X2, handicap and over/under markets, with odds updated while the match is live.</p>`,
    }),
  },
  {
    slug: 'vip-rebates',
    hoursAgo: 100,
    write: (text, html) => ({
      title: 'VIP programme: higher rebates from Gold level',
      summary: `${text.name} Gold members and above now receive a higher weekly rebate on slots.`,
      body: `<p>We have raised the weekly slot rebate for ${html.name} VIP members.</p>
<ul><li>Silver: 0.5%</li><li>Gold: 0.8%</li><li>Platinum: 1.0%</li><li>Diamond: 1.2%</li></ul>
<p>Rebates are paid every Monday. See the VIP page for how to reach the next level.</p>`,
    }),
  },
  {
    slug: 'faster-withdrawals',
    hoursAgo: 126,
    write: (text, html) => ({
      title: 'Faster withdrawals',
      summary: `Most ${text.name} withdrawals now reach your bank within one hour.`,
      body: `<p>We have added more payout partners, so most withdrawals at ${html.name} are now completed within one hour.</p>
<p>Withdrawals start from ${html.minWithdrawal}. Make sure your bank account is in your own name to avoid delays.</p>`,
    }),
  },
  {
    slug: 'daily-spin',
    hoursAgo: 151,
    write: (text, html) => ({
      title: 'Spin the wheel every day',
      summary: `Signed-in ${text.name} players get a free spin token every day.`,
      body: `<p>Open the rewards icon and spin the ${html.name} wheel once a day for bonus credit, extra tokens or VIP points.</p>
<p>Deposit on the same day to earn extra tokens.</p>`,
    }),
  },
  {
    slug: 'maintenance-complete',
    hoursAgo: 176,
    write: (text, html) => ({
      title: 'Scheduled maintenance completed',
      summary: `${text.name} is back online after planned maintenance of our payment systems.`,
      body: `<p>The planned maintenance of the ${html.name} payment systems finished ahead of schedule.</p>
<p>All games, deposits and withdrawals are running normally. Thank you for your patience.</p>`,
    }),
  },
  {
    slug: 'deposit-limits',
    hoursAgo: 200,
    write: (text, html) => ({
      title: 'Play responsibly: set your own deposit limit',
      summary: `${text.name} support can now set a daily, weekly or monthly deposit limit for you.`,
      body: `<p>Gaming at ${html.name} should stay fun. Ask our support team for a daily, weekly or monthly deposit limit.</p>
<p>A lower limit applies at once; a higher limit applies after 24 hours.</p>`,
    }),
  },
]

function articleFacts(site: ContentSite, encode: (text: string) => string): ArticleFacts {
  return {
    name: encode(site.site_name),
    money: (usd) => encode(formatMoney(demoMoney(usd, site), site)),
    minWithdrawal: encode(formatMoney(site.withdraw_min, site)),
    weeklyPrizes: [1, 2, 3].map((rank) =>
      encode(formatMoney(leaderboardPrize(site, 'weekly', rank), site)),
    ),
  }
}

/** A site's news, newest first, dated back from `now` (the moment of seeding). */
export function newsArticlesFor(site: ContentSite, now: Date): NewsArticleDraft[] {
  const text = articleFacts(site, (plain) => plain)
  const html = articleFacts(site, escapeHtml)
  return templates.map((template) => ({
    slug: template.slug,
    ...template.write(text, html),
    published_at: new Date(now.getTime() - template.hoursAgo * 3_600_000).toISOString(),
  }))
}
