import * as v from 'valibot'
import { IsoDate, Money } from '../fields.ts'
import { ImageAddress } from './image-address.ts'

/** A site's white-label identity, plus the money rules it needs. */
export const Site = v.object({
  site_name: v.string(),
  /** ISO 4217 code. */
  currency: v.string(),
  /** How many decimals the currency shows; amounts travel in minor units. */
  currency_decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
  theme_code: v.string(),
  theme_color: v.string(),
  logo1: ImageAddress,
  logo2: ImageAddress,
  logo3: ImageAddress,
  /** false: the operator switched the site off, and the shell shows a site-unavailable page. */
  status: v.boolean(),
  expired_date: v.nullable(IsoDate),
  logo_text: v.string(),
  external_id: v.string(),
  android_sub: v.string(),
  ios_sub: v.string(),
  manifest_icon: ImageAddress,
  gamify_status: v.boolean(),
  deposit_min: Money,
  deposit_max: Money,
  withdraw_min: Money,
})
export type Site = v.InferOutput<typeof Site>
