import {
  type CallName,
  type ParsedRequestOf,
  type ResponseOf,
  statusCode,
  statusMessage,
} from '@parlor/contract'
import type { SessionAccount } from '../accounts/session-tokens.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { CallHandler } from '../http/call-handler.ts'
import { failure } from '../http/envelopes.ts'
import {
  findStoredAnswer,
  idempotencyKeyPattern,
  requestFingerprint,
  storeAnswer,
} from './idempotency.ts'
import { lockAccount } from './ledger.ts'

export type MoneyWork<TName extends CallName> = (
  tx: Queryable,
  input: ParsedRequestOf<TName>,
  account: SessionAccount,
) => Promise<ResponseOf<TName>>

/**
 * A call that moves money: one transaction under the account's lock, so concurrent requests of
 * one player run one after another. With an `Idempotency-Key` the first successful answer is
 * stored in the same transaction and replayed for every retry; a failure wrote nothing, so it is
 * not stored and the player may retry it with the same key.
 */
export function moneyCall<TName extends CallName>(
  db: Database,
  call: TName,
  work: MoneyWork<TName>,
): CallHandler<TName> {
  return async (input, { idempotencyKey, account }) => {
    // Money calls are account calls: the call handler checked the session before this runs.
    if (!account) throw new Error('A money call ran without a signed-in account')
    if (idempotencyKey !== null && !idempotencyKeyPattern.test(idempotencyKey)) {
      return failure(
        statusCode.badRequest,
        statusMessage.invalidRequest,
        'Idempotency-Key: 1 to 128 printable ASCII characters',
      )
    }
    const fingerprint = requestFingerprint(input as Record<string, unknown>)

    return db.transaction(async (tx) => {
      await lockAccount(tx, account.id)
      if (idempotencyKey !== null) {
        const stored = await findStoredAnswer(tx, account.id, call, idempotencyKey)
        if (stored) {
          return stored.request_hash === fingerprint
            ? (stored.response as ResponseOf<TName>)
            : failure(
                statusCode.conflict,
                statusMessage.idempotencyConflict,
                'This Idempotency-Key was used for a different request',
              )
        }
      }
      const answer = await work(tx, input, account)
      if (idempotencyKey !== null && answer.statusCode === statusCode.success) {
        await storeAnswer(tx, account.id, call, idempotencyKey, fingerprint, answer)
      }
      return answer
    })
  }
}
