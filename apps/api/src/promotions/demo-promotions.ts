import { type LanguageCode, languageCodes, type PromotionClaimMode } from '@parlor/contract'
import type { ContentSite } from '../content/content-site.ts'
import { formatMoney } from '../content/demo-money.ts'
import type { Translations } from '../content/translations.ts'
import { escapeMarkup } from '../demo-data/escape-markup.ts'
import {
  type CalendarDate,
  type DemoPromotionKey,
  demoPromotionKeys,
  type PromotionFacts,
  type PromotionText,
} from './promotion-copy/promotion-copy.ts'
import { promotionCopyByLanguage } from './promotion-copy/promotion-copy-by-language.ts'

/** A promotion's terms: the fields the page shows beside its text. Money is in minor units. */
export interface PromotionTerms {
  readonly category: string
  readonly claim: PromotionClaimMode
  readonly bonus_amount: number
  readonly bonus_percent: number
  readonly max_bonus: number
  readonly min_deposit: number
  readonly turnover_multiplier: number
  /** Days from the seed date; null: it never ends. */
  readonly ends_in_days: number | null
}

/** A promotion as seeded: its English text in the columns, the other languages in `texts`. */
export interface PromotionSeed extends PromotionTerms, PromotionText {
  /** Which of the demo offers it is: its artwork is drawn for the kind. */
  readonly key: DemoPromotionKey
  readonly texts: Translations<PromotionText>
}

/** What the demo promotions need to know about their site. */
export type PromotionSite = Pick<
  ContentSite,
  'site_name' | 'currency' | 'currency_decimals' | 'deposit_min'
>

/**
 * The welcome promotion's maximum bonus in minor units. Anything else that states it (the
 * welcome-bonus news article) takes it from here, so the site never quotes two different caps.
 */
export function welcomeMaxBonus(depositMin: number): number {
  return depositMin * 50
}

/**
 * The terms of the promotions every demo site runs: one of each way to take a bonus, on several
 * tabs. Amounts follow the site's own minimum deposit, so they read sensibly in every currency.
 */
export function demoPromotionTerms(
  depositMin: number,
): Readonly<Record<DemoPromotionKey, PromotionTerms>> {
  return {
    welcome: {
      category: 'slots',
      claim: 'with_deposit',
      bonus_amount: 0,
      bonus_percent: 100,
      max_bonus: welcomeMaxBonus(depositMin),
      min_deposit: depositMin,
      turnover_multiplier: 10,
      ends_in_days: null,
    },
    freeCredit: {
      category: 'all',
      claim: 'instant',
      bonus_amount: depositMin / 5,
      bonus_percent: 0,
      max_bonus: 0,
      min_deposit: 0,
      turnover_multiplier: 3,
      ends_in_days: 30,
    },
    liveReload: {
      category: 'livecasino',
      claim: 'with_deposit',
      bonus_amount: 0,
      bonus_percent: 20,
      max_bonus: depositMin * 10,
      min_deposit: depositMin * 2,
      turnover_multiplier: 5,
      ends_in_days: 60,
    },
    weekendSports: {
      category: 'sportsbook',
      claim: 'none',
      bonus_amount: 0,
      bonus_percent: 0,
      max_bonus: 0,
      min_deposit: 0,
      turnover_multiplier: 0,
      ends_in_days: null,
    },
  }
}

/** When a promotion seeded at `now` stops running; null while it runs until further notice. */
export function promotionEnd(now: Date, endsInDays: number | null): Date | null {
  return endsInDays === null ? null : new Date(now.getTime() + endsInDays * 86_400_000)
}

function calendarDate(instant: Date | null): CalendarDate | null {
  if (!instant) return null
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  }
}

function promotionFacts(
  site: PromotionSite,
  terms: Readonly<Record<DemoPromotionKey, PromotionTerms>>,
  now: Date,
  encode: (text: string) => string,
): PromotionFacts {
  const money = (minorUnits: number) => encode(formatMoney(minorUnits, site))
  const endsOn = (promotion: PromotionTerms) =>
    calendarDate(promotionEnd(now, promotion.ends_in_days))
  const depositBonus = (promotion: PromotionTerms) => ({
    percent: promotion.bonus_percent,
    maxBonus: money(promotion.max_bonus),
    minDeposit: money(promotion.min_deposit),
    turnover: promotion.turnover_multiplier,
    endsOn: endsOn(promotion),
  })
  return {
    siteName: encode(site.site_name),
    welcome: depositBonus(terms.welcome),
    freeCredit: {
      amount: money(terms.freeCredit.bonus_amount),
      turnover: terms.freeCredit.turnover_multiplier,
      endsOn: endsOn(terms.freeCredit),
    },
    liveReload: depositBonus(terms.liveReload),
    weekendSports: { endsOn: endsOn(terms.weekendSports) },
  }
}

/** Every language's text of every demo promotion, stating the site's own figures. */
export function demoPromotionCopy(
  site: PromotionSite,
  now: Date,
): Readonly<Record<LanguageCode, Readonly<Record<DemoPromotionKey, PromotionText>>>> {
  const terms = demoPromotionTerms(site.deposit_min)
  const text = promotionFacts(site, terms, now, (plain) => plain)
  const html = promotionFacts(site, terms, now, escapeMarkup)
  const entries = languageCodes.map((language) => [
    language,
    promotionCopyByLanguage[language](text, html),
  ])
  return Object.fromEntries(entries)
}

/** The promotions every demo site runs, in the order its promotions page lists them. */
export function demoPromotions(site: PromotionSite, now: Date): PromotionSeed[] {
  const terms = demoPromotionTerms(site.deposit_min)
  const copy = demoPromotionCopy(site, now)
  const others = languageCodes.filter((language) => language !== 'EN')
  return demoPromotionKeys.map((key) => ({
    key,
    ...terms[key],
    ...copy.EN[key],
    texts: Object.fromEntries(others.map((language) => [language, copy[language][key]])),
  }))
}
