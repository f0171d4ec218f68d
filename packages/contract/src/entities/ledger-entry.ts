import * as v from 'valibot'
import { IsoDate, Money, NonNegativeMoney, RecordId } from '../fields.ts'

/** What changed a balance. Every change is one entry. */
export const ledgerKinds = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'bet',
  'win',
  'promotion',
  'mission',
  'inbox_reward',
  'spin',
  'referral',
  'rebate',
  'adjustment',
] as const
export const LedgerKind = v.picklist(ledgerKinds)
export type LedgerKind = v.InferOutput<typeof LedgerKind>

/** One line of the statement. */
export const LedgerEntry = v.object({
  entry_id: RecordId,
  kind: LedgerKind,
  /** Signed minor units: negative when money left the balance. */
  amount: Money,
  balance_after: NonNegativeMoney,
  description: v.string(),
  /** The record behind the change: a round, withdrawal, promotion… */
  reference: v.string(),
  created_at: IsoDate,
})
export type LedgerEntry = v.InferOutput<typeof LedgerEntry>
