import { statusCode, statusMessage } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { failure } from '../http/envelopes.ts'

/** After this many failed sign-ins in the window, an account refuses further tries for a while. */
export const loginThrottle = { maxFailures: 10, windowMinutes: 15 } as const

/** The answer to a sign-in while the throttle holds, whichever way the player signs in. */
export const tooManyAttempts = failure(
  statusCode.tooManyRequests,
  statusMessage.tooManyAttempts,
  'Try again in a few minutes',
)

/**
 * The sign-in throttle shared by every way of signing in (password and one-time code): failures
 * of either count in the same table, so switching from guessing passwords to guessing codes buys
 * an attacker nothing.
 */
export async function loginThrottled(
  db: Queryable,
  domain: string,
  accountId: string,
): Promise<boolean> {
  const [recent] = await db.query<{ failures: number }>(
    `select count(*)::int as failures from login_failures
      where domain_name = $1 and account_id = $2 and failed_at > now() - make_interval(mins => $3)`,
    [domain, accountId, loginThrottle.windowMinutes],
  )
  return (recent?.failures ?? 0) >= loginThrottle.maxFailures
}

export async function recordLoginFailure(
  db: Queryable,
  domain: string,
  accountId: string,
): Promise<void> {
  await db.query('insert into login_failures (domain_name, account_id) values ($1, $2)', [
    domain,
    accountId,
  ])
}

/** A proven owner (a reset by phone code) starts with a clean slate. */
export async function clearLoginFailures(
  db: Queryable,
  domain: string,
  accountId: string,
): Promise<void> {
  await db.query('delete from login_failures where domain_name = $1 and account_id = $2', [
    domain,
    accountId,
  ])
}
