import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { ImageAddress } from '../entities/image-address.ts'
import { response } from '../envelope.ts'
import { Count, languageEntries, NonNegativeMoney, siteEntries } from '../fields.ts'

/** A rung of the site's VIP scheme and what it brings. */
export const VipLevel = v.object({
  level: Count,
  vip_name: v.string(),
  icon_url: ImageAddress,
  /** Deposits and turnover a cycle needs to reach the level, minor units. */
  min_deposit: NonNegativeMoney,
  min_turnover: NonNegativeMoney,
  /** Percent of turnover returned as rebate. */
  rebate_percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  upgrade_bonus: NonNegativeMoney,
  /** 0 means no daily limit. */
  daily_withdraw_limit: NonNegativeMoney,
  /** The operator's texts for further benefits. */
  benefits: v.array(v.string()),
})
export type VipLevel = v.InferOutput<typeof VipLevel>

/** Every level from the lowest up; the player's own progress is `/api/auth/vip`. */
export const vipLevels = defineCall({
  path: '/api/vip/levels',
  request: v.object({ ...siteEntries, ...languageEntries }),
  response: response({ levels: v.array(VipLevel) }),
  localized: true,
})
