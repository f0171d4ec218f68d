import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { Transaction } from '../entities/transaction.ts'
import { Withdrawal } from '../entities/withdrawal.ts'
import { response } from '../envelope.ts'
import {
  accountEntries,
  NonNegativeMoney,
  PositiveMoney,
  pageRequestEntries,
  pagingEntries,
  RecordId,
} from '../fields.ts'

export const depositMethods = ['bank_transfer', 'e_wallet', 'qr_payment'] as const
export const DepositMethod = v.picklist(depositMethods, 'depositMethodUnknown')
export type DepositMethod = v.InferOutput<typeof DepositMethod>

/**
 * The site's deposit_min and deposit_max bound the amount (statusMessage amountBelowMinimum or
 * amountAboveMaximum otherwise). With a `promotion_id` the deposit also claims that bonus.
 */
export const deposit = defineCall({
  path: '/api/wallet/deposit',
  request: v.object({
    ...accountEntries,
    amount: PositiveMoney,
    method: DepositMethod,
    promotion_id: v.optional(v.nullable(RecordId), null),
  }),
  response: response({
    transaction: Transaction,
    /** Where to pay when a gateway takes the money; empty when nothing is left to do. */
    payment_url: v.string(),
    /** The balance now: already credited when the transaction is completed. */
    game_balance: NonNegativeMoney,
  }),
  account: true,
  idempotent: true,
})

/** The amount leaves the balance at once (see `Withdrawal`); withdraw_min bounds it. */
export const withdraw = defineCall({
  path: '/api/wallet/withdraw',
  request: v.object({ ...accountEntries, amount: PositiveMoney, bank_account_id: RecordId }),
  response: response({ withdrawal: Withdrawal, game_balance: NonNegativeMoney }),
  account: true,
  idempotent: true,
})

/** Cancels a withdrawal not yet approved and credits its amount back (else notCancellable). */
export const withdrawCancel = defineCall({
  path: '/api/wallet/withdraw_cancel',
  request: v.object({ ...accountEntries, withdrawal_id: RecordId }),
  response: response({ withdrawal: Withdrawal, game_balance: NonNegativeMoney }),
  account: true,
  idempotent: true,
})

/** The player's withdrawals, newest first, each with its status timeline. */
export const withdrawals = defineCall({
  path: '/api/wallet/withdrawals',
  request: v.object({ ...accountEntries, ...pageRequestEntries }),
  response: response({ items: v.array(Withdrawal), ...pagingEntries }),
  account: true,
})
