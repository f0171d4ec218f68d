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
  return (await currentFunds(tx, account)).balance
}

export interface Funds {
  readonly balance: number
  /** The part of the balance that is bonus money still under a turnover requirement. */
  readonly locked: number
}

/** The balance and its locked part as the latest entry left them; zero before the first. */
export async function currentFunds(tx: Queryable, account: number): Promise<Funds> {
  const [row] = await tx.query<Funds>(
    `select balance_after::float8 as balance, locked_after::float8 as locked
       from ledger where account = $1 order by id desc limit 1`,
    [account],
  )
  return row ?? { balance: 0, locked: 0 }
}

export interface LedgerPosting {
  /** Signed minor units: negative takes money out. */
  readonly amount: number
  readonly kind: LedgerKind
  /** The record behind the change (round, withdrawal, promotion…). */
  readonly reference: string
  readonly description: string
  /**
   * Signed change of the locked part (bonus money under a turnover requirement); none when left
   * out, so a credit is cash and a debit may take only cash.
   */
  readonly locked?: number
}

/**
 * Writes one balance change and answers the balance after it, or `null` when it would take the
 * balance below zero or below its locked part (then nothing is written). Call it only while
 * holding `lockAccount`.
 */
export async function postEntry(
  tx: Queryable,
  account: number,
  posting: LedgerPosting,
): Promise<number | null> {
  const before = await currentFunds(tx, account)
  const after = before.balance + posting.amount
  const lockedAfter = before.locked + (posting.locked ?? 0)
  if (after < 0 || lockedAfter < 0 || lockedAfter > after) return null
  await tx.query(
    `insert into ledger (account, amount, kind, reference, description, balance_after, locked_after)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      account,
      posting.amount,
      posting.kind,
      posting.reference,
      posting.description,
      after,
      lockedAfter,
    ],
  )
  return after
}
