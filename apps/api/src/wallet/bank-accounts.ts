import type { BankAccount } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { banksFor } from './bank-directory.ts'

interface BankAccountRow {
  id: number
  bank_code: string
  account_name: string
  account_number: string
  is_default: boolean
  created_at: Date | string
}

const columns = 'id::int as id, bank_code, account_name, account_number, is_default, created_at'

/** All but the last four digits are starred: the full number never leaves the server. */
export function maskAccountNumber(number: string): string {
  return `${'*'.repeat(Math.max(number.length - 4, 0))}${number.slice(-4)}`
}

export function toBankAccount(row: BankAccountRow, currency: string): BankAccount {
  const bank = banksFor(currency).find((b) => b.bank_code === row.bank_code)
  return {
    bank_account_id: row.id,
    bank_code: row.bank_code,
    bank_name: bank?.bank_name ?? row.bank_code,
    account_name: row.account_name,
    account_number: maskAccountNumber(row.account_number),
    is_default: row.is_default,
    created_at: new Date(row.created_at).toISOString(),
  }
}

export async function listBankAccounts(
  tx: Queryable,
  account: number,
  currency: string,
): Promise<BankAccount[]> {
  const rows = await tx.query<BankAccountRow>(
    `select ${columns} from bank_accounts where account = $1 order by is_default desc, id`,
    [account],
  )
  return rows.map((row) => toBankAccount(row, currency))
}

export async function findBankAccount(
  tx: Queryable,
  account: number,
  id: number,
  currency: string,
): Promise<BankAccount | undefined> {
  const [row] = await tx.query<BankAccountRow>(
    `select ${columns} from bank_accounts where account = $1 and id = $2`,
    [account, id],
  )
  return row && toBankAccount(row, currency)
}

/** The first account a player adds becomes the default payout account. */
export async function addBankAccount(
  tx: Queryable,
  account: number,
  details: { bank_code: string; account_name: string; account_number: string },
  currency: string,
): Promise<BankAccount | undefined> {
  const [row] = await tx.query<BankAccountRow>(
    `insert into bank_accounts (account, bank_code, account_name, account_number, is_default)
     values ($1, $2, $3, $4, not exists (select 1 from bank_accounts where account = $1))
     on conflict (account, bank_code, account_number) do nothing
     returning ${columns}`,
    [account, details.bank_code, details.account_name, details.account_number],
  )
  return row && toBankAccount(row, currency)
}
