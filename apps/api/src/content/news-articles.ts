import { type LanguageCode, languageCodes, localeByCode } from '@parlor/contract'
import { escapeMarkup as escapeHtml } from '../demo-data/escape-markup.ts'
import { welcomeTokens } from '../inbox/welcome-messages.ts'
import { demoPromotionTerms, type PromotionTerms } from '../promotions/demo-promotions.ts'
import { wheelFor } from '../spin/spin-wheel.ts'
import { demoVipLevels } from '../vip/demo-vip-levels.ts'
import type { ContentSite } from './content-site.ts'
import { formatMoney } from './demo-money.ts'
import { leaderboardPrize } from './leaderboard-board.ts'
import {
  type ArticleText,
  type NewsFacts,
  type NewsSlug,
  newsSlugs,
  type VipRebate,
} from './news-copy/news-copy.ts'
import { newsCopyByLanguage } from './news-copy/news-copy-by-language.ts'
import { type Translations, translated } from './translations.ts'

/** An article before the database numbers it (its image address needs the number). */
export interface NewsArticleDraft extends ArticleText {
  /** Stable per site, so seeding twice finds the article it already wrote. */
  readonly slug: NewsSlug
  readonly published_at: string
  /** The article in every other language; its own fields are English, the fallback. */
  readonly texts: Translations<ArticleText>
}

/** How long before the seeding each article came out, newest first. */
const hoursAgo: Readonly<Record<NewsSlug, number>> = {
  'weekly-leaderboard': 5,
  'mahjong-ways-2': 29,
  'welcome-bonus': 50,
  'football-season': 75,
  'vip-rebates': 100,
  'faster-withdrawals': 126,
  'daily-spin': 151,
  'maintenance-complete': 176,
  'deposit-limits': 200,
}

/** The terms of the promotion the welcome article announces, as the deposit form applies them. */
export function welcomePromotion(site: ContentSite): PromotionTerms {
  return demoPromotionTerms(site.deposit_min).welcome
}

/** Every weekly prize, first place first, down to the last paid rank. */
function weeklyPrizes(site: ContentSite): number[] {
  const prizes: number[] = []
  for (let rank = 1; leaderboardPrize(site, 'weekly', rank) > 0; rank += 1) {
    prizes.push(leaderboardPrize(site, 'weekly', rank))
  }
  return prizes
}

/**
 * A rebate as the language writes a percentage (`0,2 %` in Russian), in Latin digits like the
 * amounts beside it.
 */
function rebatePercent(percent: number, language: LanguageCode): string {
  return new Intl.NumberFormat(localeByCode[language], {
    style: 'percent',
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(percent / 100)
}

/**
 * The VIP levels as the article names them: by the name the VIP page gives each level in the
 * same language, picked from the ladder's seed as the VIP call picks it.
 */
function vipRebates(site: ContentSite, language: LanguageCode): VipRebate[] {
  return demoVipLevels(site.deposit_min).map((level) => ({
    name: translated({ vip_name: level.vip_name }, level.texts, language).vip_name,
    rebate: rebatePercent(level.rebate_percent, language),
  }))
}

function newsFacts(
  site: ContentSite,
  language: LanguageCode,
  encode: (text: string) => string,
): NewsFacts {
  const money = (minorUnits: number) => encode(formatMoney(minorUnits, site))
  const prizes = weeklyPrizes(site)
  const welcome = welcomePromotion(site)
  const levels = vipRebates(site, language).map((level) => ({
    name: encode(level.name),
    rebate: encode(level.rebate),
  }))
  const [lowest] = levels
  const highest = levels.at(-1)
  if (!lowest || !highest) throw new Error('The demo VIP ladder has no levels')
  const jackpot = Math.max(
    ...wheelFor(site.deposit_min).map((segment) => segment.prize.cash_amount),
  )
  return {
    siteName: encode(site.site_name),
    weekly: {
      pool: money(prizes.reduce((sum, prize) => sum + prize, 0)),
      paidRanks: prizes.length,
      podium: [money(prizes[0] ?? 0), money(prizes[1] ?? 0), money(prizes[2] ?? 0)],
    },
    welcome: {
      percent: welcome.bonus_percent,
      maxBonus: money(welcome.max_bonus),
      minDeposit: money(welcome.min_deposit),
      wagerTimes: welcome.turnover_multiplier,
    },
    vip: { levels, lowest, highest },
    spinJackpot: money(jackpot),
    welcomeTokens,
    minWithdrawal: money(site.withdraw_min),
  }
}

/** A site's nine articles written in one language, by slug. */
export function newsTextsIn(
  site: ContentSite,
  language: LanguageCode,
): Readonly<Record<NewsSlug, ArticleText>> {
  return newsCopyByLanguage[language](
    newsFacts(site, language, (plain) => plain),
    newsFacts(site, language, escapeHtml),
  )
}

/**
 * A site's news, newest first, dated back from `now` (the moment of seeding): English in the
 * article's own fields, every other language in its texts.
 */
export function newsArticlesFor(site: ContentSite, now: Date): NewsArticleDraft[] {
  const english = newsTextsIn(site, 'EN')
  const others = languageCodes
    .filter((language) => language !== 'EN')
    .map((language) => [language, newsTextsIn(site, language)] as const)
  return newsSlugs.map((slug) => ({
    slug,
    ...english[slug],
    published_at: new Date(now.getTime() - hoursAgo[slug] * 3_600_000).toISOString(),
    texts: Object.fromEntries(others.map(([language, texts]) => [language, texts[slug]])),
  }))
}
