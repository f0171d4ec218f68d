import type { Queryable } from '../db/database.ts'
import { ok } from '../http/envelopes.ts'
import type { AccountRow } from './account-lookup.ts'
import { startSession } from './session-tokens.ts'

/** What every successful sign-in answers (contract `signInEntries`): always a new session. */
export async function signInAnswer(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'account_id' | 'full_name' | 'contact_email'>,
) {
  const token = await startSession(db, account.id)
  return {
    ...ok,
    token,
    user: { account_id: account.account_id, session_token: token },
    fullname: account.full_name,
    email: account.contact_email,
  }
}
