import type { Queryable } from '../db/database.ts'
import type { CallContext } from '../http/call-context.ts'
import { ok } from '../http/envelopes.ts'
import type { AccountRow } from './account-lookup.ts'
import { newToken, type SessionRules, startSession } from './session-tokens.ts'
import { trustDevice } from './trusted-devices.ts'

/** The HttpOnly cookie a browser's session is bound to (see startSession). */
export const sessionCookie = 'parlor_session'

/**
 * What every successful sign-in answers (contract `signInEntries`): always a new session, bound
 * to a new session cookie that lives as long as the session may, from a device the account now
 * trusts.
 */
export async function signInAnswer(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'account_id' | 'full_name' | 'contact_email'>,
  context: CallContext,
  rules: SessionRules,
) {
  const binding = newToken()
  const token = await startSession(db, account.id, { now: context.now, binding })
  context.cookies.set(sessionCookie, binding, rules.maxHours * 3600)
  await trustDevice(db, account.id, context)
  return {
    ...ok,
    token,
    user: { account_id: account.account_id, session_token: token },
    fullname: account.full_name,
    email: account.contact_email,
  }
}
