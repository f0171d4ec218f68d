import { statusCode, statusMessage } from '@parlor/contract'
import type { Database } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok, siteNotFound } from '../http/envelopes.ts'
import { welcomeNewPlayer } from '../inbox/welcome-messages.ts'
import { currentBalance } from '../wallet/ledger.ts'
import { accountCall } from './account-call.ts'
import { findAccount, siteExists } from './account-lookup.ts'
import { loginThrottled, recordLoginFailure, tooManyAttempts } from './login-throttle.ts'
import { hashPassword, unusableHash, verifyPassword } from './password-hash.ts'
import { revokeAllSessions, revokeSession } from './session-tokens.ts'
import { signInAnswer } from './sign-in-answer.ts'
import { consumeTac, issueTac } from './tac-codes.ts'

/** Registration, sign-in and the session: the account calls that need no money. */
export function accountCalls(db: Database): CallHandlers {
  return {
    async signup(input) {
      if (!(await siteExists(db, input.domain_name))) {
        return siteNotFound(input.domain_name)
      }
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
      const delivery = await issueTac(
        db,
        {
          domain_name: input.domain_name,
          account_id: input.account_id,
          phone: input.contact_phone,
        },
        'register',
      )
      return { ...ok, account_id: input.account_id, ...delivery }
    },

    async tacRequestNewRegister(input) {
      const account = await findAccount(db, input.domain_name, input.account_id)
      if (account?.status !== 'pending') {
        return failure(statusCode.notFound, statusMessage.notFound, 'account_id')
      }
      const delivery = await issueTac(
        db,
        {
          domain_name: input.domain_name,
          account_id: account.account_id,
          phone: account.contact_phone,
        },
        'register',
      )
      return { ...ok, ...delivery }
    },

    async tacVerify(input) {
      return db.transaction(async (tx) => {
        const account = await findAccount(tx, input.domain_name, input.account_id)
        if (account?.status !== 'pending') {
          return failure(statusCode.badRequest, statusMessage.invalidTac, 'tac')
        }
        const result = await consumeTac(tx, input, 'register', input.tac)
        if (result !== 'ok') {
          return failure(
            statusCode.badRequest,
            result === 'expired' ? statusMessage.tacExpired : statusMessage.invalidTac,
            'tac',
          )
        }
        await tx.query(`update accounts set status = 'active' where id = $1`, [account.id])
        await welcomeNewPlayer(tx, account.id)
        return signInAnswer(tx, account)
      })
    },

    async login(input) {
      if (await loginThrottled(db, input.domain_name, input.account_id)) return tooManyAttempts
      const account = await findAccount(db, input.domain_name, input.account_id)
      // An unknown account costs a full hash check and answers like a wrong password.
      const valid = await verifyPassword(
        input.password,
        account?.password_hash ?? (await unusableHash()),
      )
      if (!account || !valid || account.status === 'pending') {
        await recordLoginFailure(db, input.domain_name, input.account_id)
        return failure(statusCode.unauthorized, statusMessage.invalidCredentials)
      }
      if (account.status === 'BLOCK') return failure(statusCode.forbidden, statusMessage.blocked)
      if (account.status === 'CLOSE') return failure(statusCode.forbidden, statusMessage.closed)
      return signInAnswer(db, account)
    },

    logout: accountCall(db, async (input) => {
      await revokeSession(db, input.auth)
      return ok
    }),

    getBalance: accountCall(db, async (_input, account) => ({
      ...ok,
      game_balance: await currentBalance(db, account.id),
      game_token: `demo-${account.id}`,
    })),

    profileUpdate: accountCall(db, async (input, account) => {
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

    // A blocked or closed account is refused by accountCall itself, as by every account call.
    checkStatus: accountCall(db, async () => ({ ...ok, account_status: 'active' as const })),

    updatePassword: accountCall(db, async (input, account) => {
      const [row] = await db.query<{ password_hash: string }>(
        'select password_hash from accounts where id = $1',
        [account.id],
      )
      if (!row || !(await verifyPassword(input.password, row.password_hash))) {
        return failure(statusCode.badRequest, statusMessage.invalidCredentials, 'password')
      }
      const next = await hashPassword(input.new_password)
      await db.transaction(async (tx) => {
        await tx.query('update accounts set password_hash = $2 where id = $1', [account.id, next])
        // A new password ends every session, this one included: the player signs in again.
        await revokeAllSessions(tx, account.id)
      })
      return ok
    }),
  }
}
