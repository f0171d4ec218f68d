import type { LedgerEntry, Transaction, TransactionType } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { type History, historyCount } from '../history/history-totals.ts'

export interface HistoryFilter {
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly offset: number
  readonly limit: number
}

interface TransactionRow {
  id: number
  type: TransactionType
  amount: number
  status: Transaction['status']
  method: string
  reference: string
  created_at: Date | string
  updated_at: Date | string
}

/**
 * Deposits and withdrawals as one history. A withdrawal still in review shows as pending: the
 * player sees its finer states on the withdrawals list.
 */
export async function listTransactions(
  tx: Queryable,
  account: number,
  type: '' | TransactionType,
  filter: HistoryFilter,
): Promise<{ items: Transaction[]; total: number }> {
  const deposits = `
    select id, 'deposit' as type, amount, status, method, reference, created_at, updated_at
      from deposits
     where account = $1 and $2 in ('', 'deposit')
       and ($3::timestamptz is null or created_at >= $3)
       and ($4::timestamptz is null or created_at <= $4)`
  const withdrawals = `
    select w.id, 'withdrawal' as type, w.amount,
           case w.status when 'paid' then 'completed' when 'rejected' then 'rejected'
                         when 'cancelled' then 'cancelled' else 'pending' end as status,
           b.bank_code as method, w.reference, w.requested_at as created_at, w.updated_at
      from withdrawals w join bank_accounts b on b.id = w.bank_account
     where w.account = $1 and $2 in ('', 'withdrawal')
       and ($3::timestamptz is null or w.requested_at >= $3)
       and ($4::timestamptz is null or w.requested_at <= $4)`
  const params = [account, type, filter.from ?? null, filter.to ?? null]
  // Each side gives only the rows up to the end of the page, newest first from its index, and
  // the two merge: a page costs what it shows (and the pages before it), not the whole history.
  const rows = await tx.query<TransactionRow>(
    `select t.id::int as id, type, amount::float8 as amount, status, method, reference, created_at, updated_at
       from ((${deposits} order by created_at desc, id desc limit $5::int + $6::int)
             union all
             (${withdrawals} order by w.requested_at desc, w.id desc limit $5::int + $6::int)) t
      order by t.created_at desc, t.id desc offset $5 limit $6`,
    [...params, filter.offset, filter.limit],
  )
  const histories: History[] =
    type === '' ? ['deposits', 'withdrawals'] : [type === 'deposit' ? 'deposits' : 'withdrawals']
  const narrowed = filter.from || filter.to
  const total = await historyCount(
    tx,
    account,
    histories,
    narrowed
      ? {
          sql: `select count(*)::int as total from (${deposits} union all ${withdrawals}) t`,
          params,
        }
      : undefined,
  )
  return {
    items: rows.map((row) => ({
      transaction_id: row.id,
      type: row.type,
      amount: row.amount,
      status: row.status,
      method: row.method,
      reference: row.reference,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    total,
  }
}

interface LedgerRow {
  id: number
  kind: LedgerEntry['kind']
  amount: number
  balance_after: number
  description: string
  reference: string
  created_at: Date | string
}

/** Every balance change, newest first, each with the balance it left. */
export async function listStatement(
  tx: Queryable,
  account: number,
  filter: HistoryFilter,
): Promise<{ items: LedgerEntry[]; total: number }> {
  const where = `account = $1
    and ($2::timestamptz is null or created_at >= $2)
    and ($3::timestamptz is null or created_at <= $3)`
  const params = [account, filter.from ?? null, filter.to ?? null]
  // `ledger.id`, not the integer alias `id`, so the newest entries come from the index in order.
  const rows = await tx.query<LedgerRow>(
    `select id::int as id, kind, amount::float8 as amount, balance_after::float8 as balance_after,
            description, reference, created_at
       from ledger where ${where} order by ledger.id desc offset $4 limit $5`,
    [...params, filter.offset, filter.limit],
  )
  const narrowed = filter.from || filter.to
  const total = await historyCount(
    tx,
    account,
    ['ledger'],
    narrowed
      ? { sql: `select count(*)::int as total from ledger where ${where}`, params }
      : undefined,
  )
  return {
    items: rows.map((row) => ({
      entry_id: row.id,
      kind: row.kind,
      amount: row.amount,
      balance_after: row.balance_after,
      description: row.description,
      reference: row.reference,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total,
  }
}
