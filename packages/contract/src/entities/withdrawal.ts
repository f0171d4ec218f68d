import * as v from 'valibot'
import { IsoDate, PositiveMoney, RecordId } from '../fields.ts'
import { BankAccount } from './bank-account.ts'

/**
 * A withdrawal moves forward through requested, under_review, approved and paid, or ends at
 * rejected (by the operator) or cancelled (by the player, before approval).
 */
export const withdrawalStatuses = [
  'requested',
  'under_review',
  'approved',
  'paid',
  'rejected',
  'cancelled',
] as const
export const WithdrawalStatus = v.picklist(withdrawalStatuses)
export type WithdrawalStatus = v.InferOutput<typeof WithdrawalStatus>

export const WithdrawalStep = v.object({ status: WithdrawalStatus, at: IsoDate })
export type WithdrawalStep = v.InferOutput<typeof WithdrawalStep>

/**
 * The amount leaves the balance when the withdrawal is requested, so it cannot be played while
 * under review; a rejection or cancellation credits it back through the ledger.
 */
export const Withdrawal = v.object({
  withdrawal_id: RecordId,
  amount: PositiveMoney,
  status: WithdrawalStatus,
  bank_account: BankAccount,
  /** The operator's reason when rejected; empty otherwise. */
  reject_reason: v.string(),
  /** The player may still cancel it. */
  cancellable: v.boolean(),
  /** Every status reached so far, oldest first. */
  timeline: v.array(WithdrawalStep),
  requested_at: IsoDate,
})
export type Withdrawal = v.InferOutput<typeof Withdrawal>
