import type { Promotion } from '@parlor/contract'

/** A running promotion as `promotion/list` answers it, for tests of what the site shows first. */
export const samplePromotion: Promotion = {
  title: 'Welcome bonus 100%',
  summary: 'Double your first deposit.',
  body: '<p>Terms apply</p>',
  image_url: '/media/promotions/1.svg',
  category: 'slots',
  claim: 'with_deposit',
  bonus_amount: 0,
  bonus_percent: 100,
  max_bonus: 500000,
  min_deposit: 10000,
  turnover_multiplier: 10,
  promotion_id: 1,
  starts_at: '2026-11-27T13:02:53.338Z',
  ends_at: null,
}
