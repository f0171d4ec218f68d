import * as v from 'valibot'
import { IsoDate, PositiveMoney, RecordId } from '../fields.ts'

export const transactionTypes = ['deposit', 'withdrawal'] as const
export const TransactionType = v.picklist(transactionTypes, 'transactionTypeUnknown')
export type TransactionType = v.InferOutput<typeof TransactionType>

export const transactionStatuses = ['pending', 'completed', 'rejected', 'cancelled'] as const
export const TransactionStatus = v.picklist(transactionStatuses)
export type TransactionStatus = v.InferOutput<typeof TransactionStatus>

/** A deposit or withdrawal as the transaction history shows it. */
export const Transaction = v.object({
  transaction_id: RecordId,
  type: TransactionType,
  amount: PositiveMoney,
  status: TransactionStatus,
  /** How the money moved: a deposit method, or the bank a withdrawal went to. */
  method: v.string(),
  /** The payment's reference, for the player to quote to support. */
  reference: v.string(),
  created_at: IsoDate,
  updated_at: IsoDate,
})
export type Transaction = v.InferOutput<typeof Transaction>
