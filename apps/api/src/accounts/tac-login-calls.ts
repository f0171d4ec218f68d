import { statusCode, statusMessage } from '@parlor/contract'
import type { Database } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok, siteNotFound } from '../http/envelopes.ts'
import { findAccount, siteExists } from './account-lookup.ts'
import { blindDelivery } from './blind-delivery.ts'
import { loginThrottled, recordLoginFailure, tooManyAttempts } from './login-throttle.ts'
import { signInAnswer } from './sign-in-answer.ts'
import { consumeTac, issueTac } from './tac-codes.ts'

/**
 * What `sent_to` says for a sign-in code. Unlike forgot password, the caller sends no phone, so
 * any digit shown would come from the account: it would tell a stranger the account exists and
 * the end of its owner's number. The player knows their own phone; the answer names none.
 */
export const undisclosedPhone = '********'

/** Signing in with a one-time code sent to the account's phone instead of the password. */
export function tacLoginCalls(db: Database): CallHandlers {
  return {
    async tacRequestLogin(input) {
      if (!(await siteExists(db, input.domain_name))) return siteNotFound(input.domain_name)
      const now = new Date()
      const account = await findAccount(db, input.domain_name, input.account_id)
      if (account?.status === 'active') {
        await issueTac(
          db,
          {
            domain_name: input.domain_name,
            account_id: account.account_id,
            phone: account.contact_phone,
          },
          'login',
          now,
        )
      }
      // The same answer whether a code went out or not (unknown, pending, blocked or closed).
      return { ...ok, ...blindDelivery(undisclosedPhone, now) }
    },

    async loginTac(input) {
      if (await loginThrottled(db, input.domain_name, input.account_id)) return tooManyAttempts
      return db.transaction(async (tx) => {
        const result = await consumeTac(tx, input, 'login', input.tac)
        const account =
          result === 'ok' ? await findAccount(tx, input.domain_name, input.account_id) : undefined
        if (!account || account.status === 'pending') {
          // Counted like a wrong password, so codes and passwords share one budget of guesses.
          await recordLoginFailure(tx, input.domain_name, input.account_id)
          return failure(
            statusCode.badRequest,
            result === 'expired' ? statusMessage.tacExpired : statusMessage.invalidTac,
            'tac',
          )
        }
        if (account.status === 'BLOCK') return failure(statusCode.forbidden, statusMessage.blocked)
        if (account.status === 'CLOSE') return failure(statusCode.forbidden, statusMessage.closed)
        return signInAnswer(tx, account)
      })
    },
  }
}
