import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { ImageAddress } from '../entities/image-address.ts'
import { response } from '../envelope.ts'
import { accountEntries, Count, NonNegativeMoney, RecordId } from '../fields.ts'

export const spinPrizeKinds = ['cash', 'token', 'none'] as const
export const SpinPrizeKind = v.picklist(spinPrizeKinds)
export type SpinPrizeKind = v.InferOutput<typeof SpinPrizeKind>

/** A segment of the wheel. */
export const SpinPrize = v.object({
  prize_id: RecordId,
  label: v.string(),
  kind: SpinPrizeKind,
  /** Minor units credited when kind is cash. */
  cash_amount: NonNegativeMoney,
  /** Tokens granted when kind is token. */
  token_amount: Count,
  image_url: ImageAddress,
})
export type SpinPrize = v.InferOutput<typeof SpinPrize>

/** Minigame tokens: frozen ones are earned but not yet spendable. */
const tokenEntries = {
  token_balance: Count,
  frozen_token: Count,
}

export const spinInfo = defineCall({
  path: '/api/spin/info',
  request: v.object(accountEntries),
  response: response({
    ...tokenEntries,
    /** Tokens one spin costs. */
    spin_cost: Count,
    prizes: v.array(SpinPrize),
  }),
  account: true,
})

/** Spends `spin_cost` tokens on one turn of the wheel (insufficientBalance without them). */
export const spinPlay = defineCall({
  path: '/api/spin/play',
  request: v.object(accountEntries),
  response: response({
    spin_id: v.string(),
    prize: SpinPrize,
    ...tokenEntries,
    game_balance: NonNegativeMoney,
  }),
  account: true,
  idempotent: true,
})
