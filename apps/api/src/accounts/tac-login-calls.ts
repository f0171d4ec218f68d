import { statusCode, statusMessage } from '@parlor/contract'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok, siteNotFound } from '../http/envelopes.ts'
import { findAccount, siteExists } from './account-lookup.ts'
import type { AccountServices } from './account-services.ts'
import { blindDelivery } from './blind-delivery.ts'
import { signInAnswer } from './sign-in-answer.ts'
import { heldBack } from './sign-in-throttle.ts'
import { codeRefused, consumeTac, issueTac } from './tac-codes.ts'

/**
 * What `sent_to` says for a sign-in code. Unlike forgot password, the caller sends no phone, so
 * any digit shown would come from the account: it would tell a stranger the account exists and
 * the end of its owner's number. The player knows their own phone; the answer names none.
 */
export const undisclosedPhone = '********'

/** Signing in with a one-time code sent to the account's phone instead of the password. */
export function tacLoginCalls(services: AccountServices): CallHandlers {
  const { db, throttles, attempt, codes, delivery, sessions } = services
  return {
    async tacRequestLogin(input, context) {
      if (!(await siteExists(db, input.domain_name))) return siteNotFound(input.domain_name)
      const held = await heldBack(
        throttles,
        codes.keys({
          domain: input.domain_name,
          accountId: input.account_id,
          purpose: 'login',
          source: context.source,
        }),
        context.now,
      )
      if (held) return held
      const account = await findAccount(db, input.domain_name, input.account_id)
      // The phone's own limit is kept silently here: a refusal would tell the caller that the
      // account exists. Past it, the answer is the same and no message goes out.
      if (
        account?.status === 'active' &&
        (await codes.reservePhone(account.contact_phone, context.now)).allowed
      ) {
        await issueTac(
          db,
          delivery,
          {
            domain_name: input.domain_name,
            account_id: account.account_id,
            phone: account.contact_phone,
          },
          'login',
          context.now,
          codes.resendAfter,
        )
      }
      // The same answer whether a code went out or not (unknown, pending, blocked or closed).
      return { ...ok, ...blindDelivery(undisclosedPhone, context.now, codes.resendAfter) }
    },

    async loginTac(input, context) {
      const guess = await attempt(
        'code',
        { domain: input.domain_name, accountId: input.account_id },
        context,
      )
      if ('refused' in guess) return guess.refused
      const outcome = await db.transaction(async (tx) => {
        const result = await consumeTac(tx, input, 'login', input.tac, context.now)
        const account =
          result === 'ok' ? await findAccount(tx, input.domain_name, input.account_id) : undefined
        if (!account || account.status === 'pending') return { result }
        if (account.status === 'BLOCK' || account.status === 'CLOSE') {
          return { result, closed: account.status }
        }
        return { result, answer: await signInAnswer(tx, account, context, sessions) }
      })
      if (outcome.closed) {
        await guess.succeeded()
        return failure(
          statusCode.forbidden,
          outcome.closed === 'BLOCK' ? statusMessage.blocked : statusMessage.closed,
        )
      }
      if (!outcome.answer) {
        return codeRefused(outcome.result === 'expired' ? 'expired' : 'invalid')
      }
      await guess.succeeded()
      return outcome.answer
    },
  }
}
