import { statusCode, statusMessage } from '@parlor/contract'
import type { Database } from '../db/database.ts'
import type { CallContext } from '../http/call-context.ts'
import { failure } from '../http/envelopes.ts'
import type { ThrottleKey, ThrottleStore } from '../throttle/throttle-store.ts'
import { hashingHasRoom } from './password-hash.ts'
import { ServerBusyError } from './scrypt-pool.ts'
import { isTrustedDevice } from './trusted-devices.ts'

/**
 * The answer to an attempt a throttle holds back. Its statusDetail is the number of seconds to
 * wait, which the server also sends as `Retry-After`.
 */
export function tooManyAttempts(retryAfterSeconds: number) {
  return failure(
    statusCode.tooManyRequests,
    statusMessage.tooManyAttempts,
    String(Math.max(1, Math.ceil(retryAfterSeconds))),
  )
}

/** Takes an attempt from every key; when any must wait, answers the refusal instead. */
export async function heldBack(
  throttles: ThrottleStore,
  keys: readonly ThrottleKey[],
  now: Date,
): Promise<ReturnType<typeof tooManyAttempts> | undefined> {
  const reservation = await throttles.reserve(keys, now)
  return reservation.allowed ? undefined : tooManyAttempts(reservation.retryAfterSeconds)
}

/** What a guess is of: a password, or a one-time code of any purpose. */
export type SecretKind = 'password' | 'code'

export interface SignInAttempt {
  /** The secret was right: the guesser's counters start over, the source gets its try back. */
  succeeded(options?: { readonly provedOwner?: boolean }): Promise<void>
  /** The secret was never checked (the server was busy): every counter gets its try back. */
  cancelled(): Promise<void>
}

/**
 * Every guess at a secret passes here first. A guess is counted before it is checked (so a
 * burst sent at once is counted as it arrives) against three limits: the pair of source and
 * account, the source over every account, and the account itself — for passwords only from
 * devices the account has never signed in from, for codes over every code it is sent.
 */
export function signInThrottle(db: Database, throttles: ThrottleStore) {
  return async function attempt(
    kind: SecretKind,
    target: { readonly domain: string; readonly accountId: string },
    context: CallContext,
  ): Promise<SignInAttempt | { readonly refused: ReturnType<typeof tooManyAttempts> }> {
    if (kind === 'password' && !hashingHasRoom()) throw new ServerBusyError()
    const account = `${target.domain}|${target.accountId}`
    const pair: ThrottleKey = { name: 'signInPair', key: `${context.source}|${account}` }
    const source: ThrottleKey = { name: 'signInSource', key: context.source }
    const accountKey: ThrottleKey | undefined =
      kind === 'code'
        ? { name: 'codeGuess', key: account }
        : (await isTrustedDevice(db, target.domain, target.accountId, context))
          ? undefined
          : { name: 'signInAccount', key: account }
    const keys = accountKey ? [pair, source, accountKey] : [pair, source]
    const reservation = await throttles.reserve(keys, context.now)
    if (!reservation.allowed) return { refused: tooManyAttempts(reservation.retryAfterSeconds) }
    return {
      async succeeded(options = {}) {
        const owner: ThrottleKey[] = options.provedOwner
          ? [
              { name: 'signInAccount', key: account },
              { name: 'codeGuess', key: account },
            ]
          : []
        await throttles.forgive([pair, ...(accountKey ? [accountKey] : []), ...owner])
        await throttles.refund([source], context.now)
      },
      cancelled: () => throttles.refund(keys, context.now),
    }
  }
}

export type SignInThrottle = ReturnType<typeof signInThrottle>
