import { createHash, randomBytes } from 'node:crypto'
import { statusMessage } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'

/** 256 random bits; only their SHA-256 is stored, so a database leak holds no usable token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function startSession(db: Queryable, account: number): Promise<string> {
  const token = newToken()
  await db.query('insert into sessions (token_hash, account) values ($1, $2)', [
    tokenHash(token),
    account,
  ])
  return token
}

export interface SessionAccount {
  readonly id: number
  readonly domain_name: string
  readonly account_id: string
  readonly full_name: string
  readonly contact_email: string
  readonly status: string
}

/**
 * The account a token belongs to, if it is still valid and belongs to the `account_id` the call
 * names; otherwise the message that ends the session (spec §8).
 */
export async function authenticate(
  db: Queryable,
  accountId: string,
  token: string,
): Promise<{ account: SessionAccount } | { message: string }> {
  const [row] = await db.query<SessionAccount>(
    `select a.id::int as id, a.domain_name, a.account_id, a.full_name, a.contact_email, a.status
       from sessions s join accounts a on a.id = s.account
      where s.token_hash = $1 and s.revoked_at is null`,
    [tokenHash(token)],
  )
  if (!row || row.account_id !== accountId) return { message: statusMessage.sessionExpired }
  if (row.status === 'BLOCK') return { message: statusMessage.blocked }
  if (row.status === 'CLOSE') return { message: statusMessage.closed }
  return { account: row }
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query(
    'update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null',
    [tokenHash(token)],
  )
}

export async function revokeAllSessions(db: Queryable, account: number): Promise<void> {
  await db.query(
    'update sessions set revoked_at = now() where account = $1 and revoked_at is null',
    [account],
  )
}
