import type { CallName, ParsedRequestOf, ResponseOf } from '@parlor/contract'
import { statusCode } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import type { CallHandler } from '../http/call-handler.ts'
import { failure } from '../http/envelopes.ts'
import { authenticate, type SessionAccount } from './session-tokens.ts'

/**
 * Wraps an account call so its body runs only for the account the token belongs to: a token of
 * another account, a revoked one, or a blocked or closed account ends the session (spec §8).
 */
export function accountCall<TName extends CallName>(
  db: Queryable,
  work: (
    input: ParsedRequestOf<TName> & { readonly account_id: string; readonly auth: string },
    account: SessionAccount,
    context: { readonly idempotencyKey: string | null },
  ) => Promise<ResponseOf<TName>>,
): CallHandler<TName> {
  return async (input, context) => {
    const { account_id, auth } = input as { account_id: string; auth: string }
    const session = await authenticate(db, account_id, auth)
    if ('message' in session) return failure(statusCode.unauthorized, session.message)
    return work(input as never, session.account, context)
  }
}
