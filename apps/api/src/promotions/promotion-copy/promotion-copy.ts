/** The promotions every demo site runs, in the order the seed lists them. */
export const demoPromotionKeys = ['welcome', 'freeCredit', 'liveReload', 'weekendSports'] as const
export type DemoPromotionKey = (typeof demoPromotionKeys)[number]

/** A day of the calendar in UTC, which each language writes its own way. */
export interface CalendarDate {
  readonly year: number
  /** 1 for January. */
  readonly month: number
  readonly day: number
}

/** A deposit bonus's terms: amounts already formatted with the currency, e.g. `5,000 PHP`. */
export interface DepositBonusFacts {
  readonly percent: number
  readonly maxBonus: string
  readonly minDeposit: string
  readonly turnover: number
  /** The last day it runs; null while it runs until further notice. */
  readonly endsOn: CalendarDate | null
}

export interface FreeCreditFacts {
  readonly amount: string
  readonly turnover: number
  readonly endsOn: CalendarDate | null
}

export interface InformationFacts {
  readonly endsOn: CalendarDate | null
}

/**
 * What a promotion's copy may state, every figure taken from the promotion's own seed so the
 * text agrees with the fields the page shows beside it.
 */
export interface PromotionFacts {
  readonly siteName: string
  readonly welcome: DepositBonusFacts
  readonly freeCredit: FreeCreditFacts
  readonly liveReload: DepositBonusFacts
  readonly weekendSports: InformationFacts
}

/** Title and summary are plain text; body is operator rich text (paragraphs and lists). */
export interface PromotionText {
  readonly title: string
  readonly summary: string
  readonly body: string
}

/**
 * One language's demo promotions. `text` is for the title and summary, `html` (the same facts,
 * escaped for markup) for the body.
 */
export type PromotionCopy = (
  text: PromotionFacts,
  html: PromotionFacts,
) => Readonly<Record<DemoPromotionKey, PromotionText>>
