import type { LedgerKind } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'

/**
 * Holds the account's row lock until the transaction ends. Every balance change takes it first,
 * so two changes of one account never interleave (PostgreSQL) and PGlite's single connection
 * gives the same order.
 */
export async function lockAccount(tx: Queryable, account: number): Promise<void> {
  await tx.query('select id from accounts where id = $1 for update', [account])
}

/** The balance the latest entry left; zero before the first. */
export async function currentBalance(tx: Queryable, account: number): Promise<number> {
  const [row] = await tx.query<{ balance_after: number }>(
    'select balance_after::float8 as balance_after from ledger where account = $1 order by id desc limit 1',
    [account],
  )
  return row?.balance_after ?? 0
}

export interface LedgerPosting {
  /** Signed minor units: negative takes money out. */
  readonly amount: number
  readonly kind: LedgerKind
  /** The record behind the change (round, withdrawal, promotion…). */
  readonly reference: string
  readonly description: string
}

/**
 * Writes one balance change and answers the balance after it, or `null` when it would take the
 * balance below zero (then nothing is written). Call it only while holding `lockAccount`.
 */
export async function postEntry(
  tx: Queryable,
  account: number,
  posting: LedgerPosting,
): Promise<number | null> {
  const after = (await currentBalance(tx, account)) + posting.amount
  if (after < 0) return null
  await tx.query(
    `insert into ledger (account, amount, kind, reference, description, balance_after)
     values ($1, $2, $3, $4, $5, $6)`,
    [account, posting.amount, posting.kind, posting.reference, posting.description, after],
  )
  return after
}
