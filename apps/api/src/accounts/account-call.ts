import type { CallName, ParsedRequestOf, ResponseOf } from '@parlor/contract'
import type { AccountCallContext, CallHandler } from '../http/call-handler.ts'
import type { SessionAccount } from './session-tokens.ts'

/**
 * The handler of a call the contract marks `account`: the call handler has already checked the
 * token (and its cookie) and hands over the account it belongs to, so the body only ever runs
 * for the signed-in player's own account.
 */
export function accountCall<TName extends CallName>(
  work: (
    input: ParsedRequestOf<TName> & { readonly account_id: string; readonly auth: string },
    account: SessionAccount,
    context: AccountCallContext,
  ) => Promise<ResponseOf<TName>>,
): CallHandler<TName> {
  return (input, context) => {
    const { account } = context
    // Only a call left unmarked in the contract could get here without one: a bug, loudly.
    if (!account) throw new Error('An account call ran without a signed-in account')
    return work(input as never, account, { ...context, account })
  }
}
