import { statusCode, statusMessage } from '@parlor/contract'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok, siteNotFound } from '../http/envelopes.ts'
import { welcomeNewPlayer } from '../inbox/welcome-messages.ts'
import { currentBalance } from '../wallet/ledger.ts'
import { accountCall } from './account-call.ts'
import { findAccount, siteExists } from './account-lookup.ts'
import type { AccountServices } from './account-services.ts'
import { hashingHasRoom, hashPassword, unusableHash, verifyPassword } from './password-hash.ts'
import { ServerBusyError } from './scrypt-pool.ts'
import { revokeAllSessions, revokeSession } from './session-tokens.ts'
import { sessionCookie, signInAnswer } from './sign-in-answer.ts'
import { heldBack } from './sign-in-throttle.ts'
import { codeRefused, consumeTac, issueTac } from './tac-codes.ts'

/** Registration, sign-in and the session: the account calls that need no money. */
export function accountCalls(services: AccountServices): CallHandlers {
  const { db, throttles, attempt, codes, delivery, sessions } = services
  return {
    async signup(input, context) {
      if (!hashingHasRoom()) throw new ServerBusyError()
      if (!(await siteExists(db, input.domain_name))) {
        return siteNotFound(input.domain_name)
      }
      // Every sign-up a source sends counts, taken ids too: "already registered" is this call's
      // designed answer, and the limit keeps anyone from reading the site's accounts off it.
      const bySource = await heldBack(
        throttles,
        [{ name: 'signUpSource', key: context.source }],
        context.now,
      )
      if (bySource) return bySource
      if (await findAccount(db, input.domain_name, input.account_id)) {
        return failure(statusCode.conflict, statusMessage.accountExists, 'account_id')
      }
      // The code this sign-up sends counts before the hash: one phone signed up again and again
      // is held back however many ids it uses.
      const sending = await heldBack(
        throttles,
        codes.keys({
          domain: input.domain_name,
          accountId: input.account_id,
          purpose: 'register',
          source: context.source,
          phone: input.contact_phone,
        }),
        context.now,
      )
      if (sending) return sending
      const passwordHash = await hashPassword(input.password)
      const [created] = await db.query<{ id: number }>(
        `insert into accounts (domain_name, account_id, password_hash, contact_email, contact_phone, referrer_code)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (domain_name, account_id) do nothing
         returning id::int as id`,
        [
          input.domain_name,
          input.account_id,
          passwordHash,
          input.contact_email,
          input.contact_phone,
          input.referrer_code,
        ],
      )
      if (!created) return failure(statusCode.conflict, statusMessage.accountExists, 'account_id')
      const sent = await issueTac(
        db,
        delivery,
        {
          domain_name: input.domain_name,
          account_id: input.account_id,
          phone: input.contact_phone,
        },
        'register',
        context.now,
        codes.resendAfter,
      )
      return { ...ok, account_id: input.account_id, ...sent }
    },

    async tacRequestNewRegister(input, context) {
      const account = await findAccount(db, input.domain_name, input.account_id)
      if (account?.status !== 'pending') {
        return failure(statusCode.notFound, statusMessage.notFound, 'account_id')
      }
      const held = await heldBack(
        throttles,
        codes.keys({
          domain: input.domain_name,
          accountId: account.account_id,
          purpose: 'register',
          source: context.source,
          phone: account.contact_phone,
        }),
        context.now,
      )
      if (held) return held
      const sent = await issueTac(
        db,
        delivery,
        {
          domain_name: input.domain_name,
          account_id: account.account_id,
          phone: account.contact_phone,
        },
        'register',
        context.now,
        codes.resendAfter,
      )
      return { ...ok, ...sent }
    },

    async tacVerify(input, context) {
      const guess = await attempt(
        'code',
        { domain: input.domain_name, accountId: input.account_id },
        context,
      )
      if ('refused' in guess) return guess.refused
      const outcome = await db.transaction(async (tx) => {
        const account = await findAccount(tx, input.domain_name, input.account_id)
        if (account?.status !== 'pending') return { result: 'invalid' as const }
        const result = await consumeTac(tx, input, 'register', input.tac, context.now)
        if (result !== 'ok') return { result }
        await tx.query(`update accounts set status = 'active' where id = $1`, [account.id])
        await welcomeNewPlayer(tx, account.id)
        return { result, answer: await signInAnswer(tx, account, context, sessions) }
      })
      if (!outcome.answer) {
        return codeRefused(outcome.result === 'expired' ? 'expired' : 'invalid')
      }
      await guess.succeeded()
      return outcome.answer
    },

    async login(input, context) {
      const guess = await attempt(
        'password',
        { domain: input.domain_name, accountId: input.account_id },
        context,
      )
      if ('refused' in guess) return guess.refused
      const account = await findAccount(db, input.domain_name, input.account_id)
      let valid: boolean
      try {
        // An unknown account costs a full hash check and answers like a wrong password.
        valid = await verifyPassword(
          input.password,
          account?.password_hash ?? (await unusableHash()),
        )
      } catch (error) {
        await guess.cancelled()
        throw error
      }
      if (!account || !valid || account.status === 'pending') {
        return failure(statusCode.unauthorized, statusMessage.invalidCredentials)
      }
      await guess.succeeded()
      if (account.status === 'BLOCK') return failure(statusCode.forbidden, statusMessage.blocked)
      if (account.status === 'CLOSE') return failure(statusCode.forbidden, statusMessage.closed)
      return signInAnswer(db, account, context, sessions)
    },

    logout: accountCall(async (input, _account, context) => {
      await revokeSession(db, input.auth)
      context.cookies.remove(sessionCookie)
      return ok
    }),

    getBalance: accountCall(async (_input, account) => ({
      ...ok,
      game_balance: await currentBalance(db, account.id),
      game_token: `demo-${account.id}`,
    })),

    profileUpdate: accountCall(async (input, account) => {
      // Only the name and the email: the schema drops every other field before it gets here.
      const [updated] = await db.query<{
        account_id: string
        full_name: string
        contact_email: string
      }>(
        `update accounts set full_name = $2, contact_email = $3 where id = $1
         returning account_id, full_name, contact_email`,
        [account.id, input.full_name, input.contact_email],
      )
      if (!updated) return failure(statusCode.unauthorized, statusMessage.sessionExpired)
      return { ...ok, value: [updated] as [typeof updated] }
    }),

    // A blocked or closed account is refused before any account call runs.
    checkStatus: accountCall(async () => ({ ...ok, account_status: 'active' as const })),

    updatePassword: accountCall(async (input, account, context) => {
      // The session proves who is asking, but a stolen session must not guess the password
      // either: these guesses count like sign-ins.
      const guess = await attempt(
        'password',
        { domain: account.domain_name, accountId: account.account_id },
        context,
      )
      if ('refused' in guess) return guess.refused
      const [row] = await db.query<{ password_hash: string }>(
        'select password_hash from accounts where id = $1',
        [account.id],
      )
      let valid: boolean
      try {
        valid = row ? await verifyPassword(input.password, row.password_hash) : false
      } catch (error) {
        await guess.cancelled()
        throw error
      }
      if (!valid) {
        return failure(statusCode.badRequest, statusMessage.invalidCredentials, 'password')
      }
      await guess.succeeded()
      const next = await hashPassword(input.new_password)
      await db.transaction(async (tx) => {
        await tx.query('update accounts set password_hash = $2 where id = $1', [account.id, next])
        // A new password ends every session, this one included: the player signs in again.
        await revokeAllSessions(tx, account.id)
      })
      context.cookies.remove(sessionCookie)
      return ok
    }),
  }
}
