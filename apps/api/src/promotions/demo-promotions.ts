import type { PromotionClaimMode } from '@parlor/contract'

export interface PromotionSeed {
  readonly title: string
  readonly summary: string
  readonly body: string
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

/**
 * The promotions every demo site runs: one of each way to take a bonus, on several tabs.
 * Amounts follow the site's own minimum deposit, so they read sensibly in every currency.
 */
export function demoPromotions(siteName: string, depositMin: number): PromotionSeed[] {
  return [
    {
      title: 'Welcome bonus 100%',
      summary: `Double your first deposit at ${siteName}.`,
      body: `<p>Choose this promotion on the deposit form and we match your deposit 100%, up to the maximum bonus.</p><ul><li>Minimum deposit applies.</li><li>Wager the bonus 10 times before withdrawing it.</li><li>One welcome bonus per player.</li></ul>`,
      category: 'slots',
      claim: 'with_deposit',
      bonus_amount: 0,
      bonus_percent: 100,
      max_bonus: depositMin * 50,
      min_deposit: depositMin,
      turnover_multiplier: 10,
      ends_in_days: null,
    },
    {
      title: 'Daily free credit',
      summary: 'A little something to start the day, no deposit needed.',
      body: '<p>Claim it from this page. It is yours to play at once; wager it 3 times before you withdraw it.</p>',
      category: 'all',
      claim: 'instant',
      bonus_amount: depositMin / 5,
      bonus_percent: 0,
      max_bonus: 0,
      min_deposit: 0,
      turnover_multiplier: 3,
      ends_in_days: 30,
    },
    {
      title: 'Live casino reload 20%',
      summary: 'Every reload deposit earns 20% more for the live tables.',
      body: '<p>Select the promotion when you deposit. 20% of the deposit up to the cap, wagered 5 times.</p>',
      category: 'livecasino',
      claim: 'with_deposit',
      bonus_amount: 0,
      bonus_percent: 20,
      max_bonus: depositMin * 10,
      min_deposit: depositMin * 2,
      turnover_multiplier: 5,
      ends_in_days: 60,
    },
    {
      title: 'Weekend sports special',
      summary: 'Enhanced odds on the big matches every weekend.',
      body: '<p>Look for the boosted lines on the sportsbook from Friday to Sunday. No claim needed.</p>',
      category: 'sportsbook',
      claim: 'none',
      bonus_amount: 0,
      bonus_percent: 0,
      max_bonus: 0,
      min_deposit: 0,
      turnover_multiplier: 0,
      ends_in_days: null,
    },
  ]
}
