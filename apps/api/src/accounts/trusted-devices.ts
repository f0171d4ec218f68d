import type { Queryable } from '../db/database.ts'
import type { CallContext } from '../http/call-context.ts'
import { newToken, tokenHash } from './session-tokens.ts'

/** The cookie that tells a browser apart from every other: set at its first sign-in. */
export const deviceCookie = 'parlor_device'

/** As long as browsers keep a cookie (Chromium caps expiry at 400 days). */
const deviceCookieSeconds = 400 * 86_400

/**
 * Whether the request comes from a browser this account has signed in from before. Such a
 * device skips the account's own sign-in limit (OWASP's "device cookie"): strangers guessing the
 * password can slow the account down for new devices, never lock its owner out of a known one.
 */
export async function isTrustedDevice(
  db: Queryable,
  domain: string,
  accountId: string,
  context: CallContext,
): Promise<boolean> {
  const device = context.cookies.get(deviceCookie)
  if (!device) return false
  const rows = await db.query(
    `select 1 from trusted_devices t join accounts a on a.id = t.account
      where a.domain_name = $1 and a.account_id = $2 and t.device_hash = $3`,
    [domain, accountId, tokenHash(device)],
  )
  return rows.length > 0
}

/** Remembers the browser a sign-in succeeded from, giving it a device cookie if it has none. */
export async function trustDevice(
  db: Queryable,
  account: number,
  context: CallContext,
): Promise<void> {
  let device = context.cookies.get(deviceCookie)
  if (!device) {
    device = newToken()
    context.cookies.set(deviceCookie, device, deviceCookieSeconds)
  }
  await db.query(
    `insert into trusted_devices (account, device_hash, created_at, last_used_at)
     values ($1, $2, $3, $3)
     on conflict (account, device_hash) do update set last_used_at = excluded.last_used_at`,
    [account, tokenHash(device), context.now.toISOString()],
  )
}
