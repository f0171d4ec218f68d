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

/**
 * How long a session lives: it ends after `idleMinutes` without a call and `maxHours` after
 * sign-in, whichever comes first (NIST SP 800-63B's figures for a second factor's sessions).
 */
export interface SessionRules {
  readonly idleMinutes: number
  readonly maxHours: number
}
export const defaultSessionRules: SessionRules = { idleMinutes: 30, maxHours: 12 }

/**
 * A session's last use is written at most once a minute, not on every call; with a short idle
 * time, ten times within it, so a session in use never looks idle.
 */
const touchEvery = (rules: SessionRules) => Math.min(60_000, (rules.idleMinutes * 60_000) / 10)

/**
 * Starts a session. `binding` is the secret of the HttpOnly cookie the session is bound to: the
 * token the player's page holds (and any script on it could read) is refused without it.
 */
export async function startSession(
  db: Queryable,
  account: number,
  options: { readonly now?: Date; readonly binding?: string } = {},
): Promise<string> {
  const token = newToken()
  const now = (options.now ?? new Date()).toISOString()
  await db.query(
    `insert into sessions (token_hash, account, created_at, last_seen_at, binding_hash)
     values ($1, $2, $3, $3, $4)`,
    [tokenHash(token), account, now, options.binding ? tokenHash(options.binding) : null],
  )
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

export interface SessionCheck {
  readonly accountId: string
  readonly token: string
  /** The session cookie's value, if the request carried one. */
  readonly binding: string | undefined
  readonly now: Date
  readonly rules: SessionRules
}

/**
 * The account a token belongs to, if it is still valid and belongs to the `account_id` the call
 * names; otherwise the message that ends the session. A session past its idle or
 * absolute end, or bound to a cookie the request did not bring, is over.
 */
export async function authenticate(
  db: Queryable,
  check: SessionCheck,
): Promise<{ account: SessionAccount } | { message: string }> {
  const [row] = await db.query<
    SessionAccount & { binding_hash: string | null; created_at: Date; last_seen_at: Date }
  >(
    `select a.id::int as id, a.domain_name, a.account_id, a.full_name, a.contact_email, a.status,
            s.binding_hash, s.created_at, s.last_seen_at
       from sessions s join accounts a on a.id = s.account
      where s.token_hash = $1 and s.revoked_at is null`,
    [tokenHash(check.token)],
  )
  const now = check.now.getTime()
  if (
    !row ||
    row.account_id !== check.accountId ||
    (row.binding_hash !== null &&
      (!check.binding || tokenHash(check.binding) !== row.binding_hash)) ||
    new Date(row.created_at).getTime() + check.rules.maxHours * 3_600_000 <= now ||
    new Date(row.last_seen_at).getTime() + check.rules.idleMinutes * 60_000 <= now
  ) {
    return { message: statusMessage.sessionExpired }
  }
  if (row.status === 'BLOCK') return { message: statusMessage.blocked }
  if (row.status === 'CLOSE') return { message: statusMessage.closed }
  if (now - new Date(row.last_seen_at).getTime() >= touchEvery(check.rules)) {
    await db.query('update sessions set last_seen_at = $2 where token_hash = $1', [
      tokenHash(check.token),
      check.now.toISOString(),
    ])
  }
  const { binding_hash: _, created_at: __, last_seen_at: ___, ...account } = row
  return { account }
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
