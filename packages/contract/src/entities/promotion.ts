import * as v from 'valibot'
import { Count, IsoDate, NonNegativeMoney, RecordId } from '../fields.ts'
import { ImageAddress } from './image-address.ts'

/**
 * How a player takes a promotion: `instant` with the claim call, `with_deposit` by choosing it on
 * the deposit form, `none` when the promotion only informs.
 */
export const promotionClaimModes = ['none', 'instant', 'with_deposit'] as const
export const PromotionClaimMode = v.picklist(promotionClaimModes)
export type PromotionClaimMode = v.InferOutput<typeof PromotionClaimMode>

export const Promotion = v.object({
  promotion_id: RecordId,
  title: v.string(),
  summary: v.string(),
  /** Operator rich text (terms and details): sanitise before display. */
  body: v.string(),
  image_url: ImageAddress,
  /** The promotions page's tab: a game category slug, or the operator's own. */
  category: v.string(),
  claim: PromotionClaimMode,
  /** An instant bonus: the amount credited. */
  bonus_amount: NonNegativeMoney,
  /** A deposit bonus: percent of the deposit, up to max_bonus. */
  bonus_percent: v.pipe(v.number(), v.minValue(0)),
  max_bonus: NonNegativeMoney,
  min_deposit: NonNegativeMoney,
  /** How many times the bonus must be wagered before it may be withdrawn. */
  turnover_multiplier: Count,
  starts_at: IsoDate,
  ends_at: v.nullable(IsoDate),
})
export type Promotion = v.InferOutput<typeof Promotion>
