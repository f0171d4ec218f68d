import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { Promotion } from '../entities/promotion.ts'
import { response } from '../envelope.ts'
import {
  accountEntries,
  ListFilter,
  languageEntries,
  NonNegativeMoney,
  RecordId,
  siteEntries,
} from '../fields.ts'

/** Promotions running now; guests see them too. `category` empty means every tab. */
export const promotionList = defineCall({
  path: '/api/promotion/list',
  request: v.object({
    ...siteEntries,
    ...languageEntries,
    category: ListFilter,
  }),
  response: response({ items: v.array(Promotion) }),
  localized: true,
})

/** Claims an instant promotion once (alreadyClaimed, notClaimable otherwise). */
export const promotionClaim = defineCall({
  path: '/api/promotion/claim',
  request: v.object({ ...accountEntries, promotion_id: RecordId }),
  response: response({ bonus_amount: NonNegativeMoney, game_balance: NonNegativeMoney }),
  account: true,
  idempotent: true,
})
