import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { response } from '../envelope.ts'
import {
  accountEntries,
  GameCode,
  NonNegativeMoney,
  PositiveMoney,
  ProviderCode,
} from '../fields.ts'

/**
 * One spin of the reference server's own slot: the stake is debited and the win
 * credited through the ledger, and the round counts for bet history and VIP turnover.
 */
export const demoSpin = defineCall({
  path: '/api/game/demo_spin',
  request: v.object({
    ...accountEntries,
    /** The catalogue game the player launched: bet history and turnover name it. */
    provider_code: ProviderCode,
    game_code: GameCode,
    stake: PositiveMoney,
  }),
  response: response({
    round_id: v.string(),
    /** Symbols per reel, top to bottom. */
    reels: v.array(v.array(v.string())),
    win: NonNegativeMoney,
    /** The balance after the stake and the win, minor units. */
    game_balance: NonNegativeMoney,
  }),
  account: true,
  idempotent: true,
})
