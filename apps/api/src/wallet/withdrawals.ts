import type { BankAccount, Withdrawal, WithdrawalStatus } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { historyTotal } from '../history/history-totals.ts'
import { listBankAccounts } from './bank-accounts.ts'
import { lockAccount, postEntry } from './ledger.ts'
import { canMove, isCancellable, refundsBalance } from './withdrawal-states.ts'

interface WithdrawalRow {
  id: number
  account: number
  amount: number
  bank_account: number
  status: WithdrawalStatus
  reject_reason: string
  reference: string
  requested_at: Date | string
}

const columns = `id::int as id, account::int as account, amount::float8 as amount,
  bank_account::int as bank_account, status, reject_reason, reference, requested_at`

/** Withdrawals with their timelines and bank accounts: two queries, however many there are. */
async function toWithdrawals(
  tx: Queryable,
  rows: readonly WithdrawalRow[],
  currency: string,
): Promise<Withdrawal[]> {
  if (rows.length === 0) return []
  const steps = await tx.query<{ withdrawal: number; status: WithdrawalStatus; at: Date | string }>(
    `select withdrawal::int as withdrawal, status, at from withdrawal_steps
      where withdrawal = any($1::bigint[]) order by at`,
    [rows.map((row) => row.id)],
  )
  const banks = new Map<number, BankAccount>()
  for (const account of new Set(rows.map((row) => row.account))) {
    for (const bank of await listBankAccounts(tx, account, currency)) {
      banks.set(bank.bank_account_id, bank)
    }
  }
  return rows.map((row) => {
    const bankAccount = banks.get(row.bank_account)
    if (!bankAccount) throw new Error(`Withdrawal ${row.id} points at a missing bank account`)
    return {
      withdrawal_id: row.id,
      amount: row.amount,
      status: row.status,
      bank_account: bankAccount,
      reject_reason: row.reject_reason,
      cancellable: isCancellable(row.status),
      timeline: steps
        .filter((step) => step.withdrawal === row.id)
        .map((step) => ({ status: step.status, at: new Date(step.at).toISOString() })),
      requested_at: new Date(row.requested_at).toISOString(),
    }
  })
}

export async function findWithdrawal(
  tx: Queryable,
  id: number,
  currency: string,
  account?: number,
): Promise<Withdrawal | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `select ${columns} from withdrawals where id = $1 and ($2::bigint is null or account = $2)`,
    [id, account ?? null],
  )
  return row && (await toWithdrawals(tx, [row], currency))[0]
}

export async function listWithdrawals(
  tx: Queryable,
  account: number,
  currency: string,
  page: { offset: number; limit: number },
): Promise<{ items: Withdrawal[]; total: number }> {
  // `withdrawals.id`, not the integer alias, so the newest come from the index in order.
  const rows = await tx.query<WithdrawalRow>(
    `select ${columns} from withdrawals where account = $1 order by withdrawals.id desc offset $2 limit $3`,
    [account, page.offset, page.limit],
  )
  const total = await historyTotal(tx, account, ['withdrawals'])
  return { items: await toWithdrawals(tx, rows, currency), total }
}

/**
 * Records a requested withdrawal and takes its amount from the balance in the same
 * transaction; answers `null` (and writes nothing) when the balance does not cover it.
 */
export async function requestWithdrawal(
  tx: Queryable,
  account: number,
  details: { amount: number; bank_account: number; reference: string },
): Promise<{ id: number; balance: number } | null> {
  const balance = await postEntry(tx, account, {
    amount: -details.amount,
    kind: 'withdrawal',
    reference: details.reference,
    description: 'Withdrawal requested',
  })
  if (balance === null) return null
  const [row] = await tx.query<{ id: number }>(
    `insert into withdrawals (account, amount, bank_account, status, reference)
     values ($1, $2, $3, 'requested', $4) returning id::int as id`,
    [account, details.amount, details.bank_account, details.reference],
  )
  if (!row) throw new Error('The withdrawal insert returned no row')
  await tx.query(`insert into withdrawal_steps (withdrawal, status) values ($1, 'requested')`, [
    row.id,
  ])
  return { id: row.id, balance }
}

export type MoveOutcome = 'moved' | 'not-found' | 'not-allowed'

/**
 * Moves a withdrawal to its next status; a rejection or cancellation credits the amount back.
 * Takes the owner's lock, so a cancel and an operator's approval never both win.
 */
export async function moveWithdrawal(
  tx: Queryable,
  id: number,
  to: WithdrawalStatus,
  reason = '',
): Promise<MoveOutcome> {
  const [owner] = await tx.query<{ account: number }>(
    'select account::int as account from withdrawals where id = $1',
    [id],
  )
  if (!owner) return 'not-found'
  await lockAccount(tx, owner.account)
  const [row] = await tx.query<WithdrawalRow>(`select ${columns} from withdrawals where id = $1`, [
    id,
  ])
  if (!row) return 'not-found'
  if (!canMove(row.status, to)) return 'not-allowed'
  await tx.query(
    'update withdrawals set status = $2, reject_reason = $3, updated_at = now() where id = $1',
    [id, to, to === 'rejected' ? reason : ''],
  )
  await tx.query('insert into withdrawal_steps (withdrawal, status) values ($1, $2)', [id, to])
  if (refundsBalance(to)) {
    await postEntry(tx, row.account, {
      amount: row.amount,
      kind: 'withdrawal_refund',
      reference: row.reference,
      description: to === 'rejected' ? 'Withdrawal rejected' : 'Withdrawal cancelled',
    })
  }
  return 'moved'
}
