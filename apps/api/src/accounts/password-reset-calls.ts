import { statusCode, statusMessage } from '@parlor/contract'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok, siteNotFound } from '../http/envelopes.ts'
import { findAccount, siteExists } from './account-lookup.ts'
import type { AccountServices } from './account-services.ts'
import { blindDelivery } from './blind-delivery.ts'
import { hashPassword } from './password-hash.ts'
import { revokeAllSessions } from './session-tokens.ts'
import { heldBack } from './sign-in-throttle.ts'
import { codeRefused, consumeTac, issueTac, maskPhone } from './tac-codes.ts'

/** Phones match with or without the international `+`, as players type them either way. */
const samePhone = (a: string, b: string) => a.replace(/^\+/, '') === b.replace(/^\+/, '')

/** Forgot password: a code to the account's phone, then a new password for the code. */
export function passwordResetCalls(services: AccountServices): CallHandlers {
  const { db, throttles, attempt, codes, delivery } = services
  return {
    async forgotPassword(input, context) {
      if (!(await siteExists(db, input.domain_name))) return siteNotFound(input.domain_name)
      // Counted on what the caller typed (account id, phone, source), before looking anything
      // up: a refusal is the same for an account that exists and one that does not.
      const held = await heldBack(
        throttles,
        codes.keys({
          domain: input.domain_name,
          accountId: input.account_id,
          purpose: 'reset',
          source: context.source,
          phone: input.contact_phone,
        }),
        context.now,
      )
      if (held) return held
      // `sent_to` masks the phone the caller typed, match or not: on a match it is the account's
      // own number, so the player sees the hint they expect, and on a non-match it reveals
      // nothing the caller did not send. The code itself only ever goes to the stored phone.
      const answer = {
        ...ok,
        ...blindDelivery(maskPhone(input.contact_phone), context.now, codes.resendAfter),
      }
      const account = await findAccount(db, input.domain_name, input.account_id)
      // Only confirmed, open accounts: a pending one confirms its phone through sign-up first,
      // and a blocked or closed one could not sign in with a new password anyway.
      if (account?.status !== 'active' || !samePhone(account.contact_phone, input.contact_phone)) {
        return answer
      }
      await issueTac(
        db,
        delivery,
        {
          domain_name: input.domain_name,
          account_id: account.account_id,
          phone: account.contact_phone,
        },
        'reset',
        context.now,
        codes.resendAfter,
      )
      return answer
    },

    async resetPassword(input, context) {
      const guess = await attempt(
        'code',
        { domain: input.domain_name, accountId: input.account_id },
        context,
      )
      if ('refused' in guess) return guess.refused
      const checked = await db.transaction(async (tx) => {
        const result = await consumeTac(tx, input, 'reset', input.tac, context.now)
        if (result !== 'ok') return { result }
        return { result, account: await findAccount(tx, input.domain_name, input.account_id) }
      })
      if (checked.result !== 'ok' || !checked.account) {
        return codeRefused(checked.result === 'expired' ? 'expired' : 'invalid')
      }
      const { account } = checked
      // The code proved the owner: whatever strangers tried against this account starts over.
      await guess.succeeded({ provedOwner: true })
      if (account.status === 'BLOCK') return failure(statusCode.forbidden, statusMessage.blocked)
      if (account.status === 'CLOSE') return failure(statusCode.forbidden, statusMessage.closed)
      // Hashed after the code proved right and outside the transaction: scrypt takes about half a
      // second, and PGlite serves nothing else while a transaction is open.
      const next = await hashPassword(input.new_password)
      await db.transaction(async (tx) => {
        await tx.query('update accounts set password_hash = $2 where id = $1', [account.id, next])
        // Whoever knew the old password (or held a session) is shut out.
        await revokeAllSessions(tx, account.id)
      })
      return ok
    },
  }
}
