import type { Queryable } from '../db/database.ts'

export interface AccountRow {
  readonly id: number
  readonly account_id: string
  readonly password_hash: string
  readonly full_name: string
  readonly contact_email: string
  readonly contact_phone: string
  readonly status: 'pending' | 'active' | 'BLOCK' | 'CLOSE'
}

/** The account with this id on this site, whatever its status. */
export async function findAccount(
  db: Queryable,
  domain: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `select id::int as id, account_id, password_hash, full_name, contact_email, contact_phone, status
       from accounts where domain_name = $1 and account_id = $2`,
    [domain, accountId],
  )
  return row
}

export async function siteExists(db: Queryable, domain: string): Promise<boolean> {
  return (await db.query('select 1 from sites where domain_name = $1', [domain])).length > 0
}
