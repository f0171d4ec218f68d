import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { LedgerEntry } from '../entities/ledger-entry.ts'
import { Transaction, TransactionType } from '../entities/transaction.ts'
import { response } from '../envelope.ts'
import { accountEntries, dateRangeEntries, pageRequestEntries, pagingEntries } from '../fields.ts'

/** Deposits and withdrawals, newest first; `type` empty means both. */
export const transactions = defineCall({
  path: '/api/wallet/transactions',
  request: v.object({
    ...accountEntries,
    ...pageRequestEntries,
    ...dateRangeEntries,
    type: v.optional(v.union([v.literal(''), TransactionType]), ''),
  }),
  response: response({ items: v.array(Transaction), ...pagingEntries }),
  account: true,
})

/** Every balance change with the balance after it, newest first. */
export const statement = defineCall({
  path: '/api/wallet/statement',
  request: v.object({ ...accountEntries, ...pageRequestEntries, ...dateRangeEntries }),
  response: response({ items: v.array(LedgerEntry), ...pagingEntries }),
  account: true,
})
