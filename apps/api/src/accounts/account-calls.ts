import { statusCode, statusMessage } from '@parlor/contract'
import type { Database, Queryable } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok, siteNotFound } from '../http/envelopes.ts'
import { welcomeNewPlayer } from '../inbox/welcome-messages.ts'
import { currentBalance } from '../wallet/ledger.ts'
import { hashPassword, unusableHash, verifyPassword } from './password-hash.ts'
import { authenticate, revokeAllSessions, revokeSession, startSession } from './session-tokens.ts'
import { consumeTac, issueTac } from './tac-codes.ts'

/** After this many failed sign-ins in the window, an account refuses further tries for a while. */
export const loginThrottle = { maxFailures: 10, windowMinutes: 15 } as const

interface AccountRow {
  id: number
  account_id: string
  password_hash: string
  full_name: string
  contact_email: string
  contact_phone: string
  status: string
}

const accountColumns =
  'id::int as id, account_id, password_hash, full_name, contact_email, contact_phone, status'

async function findAccount(db: Queryable, domain: string, accountId: string) {
  const [row] = await db.query<AccountRow>(
    `select ${accountColumns} from accounts where domain_name = $1 and account_id = $2`,
    [domain, accountId],
  )
  return row
}

async function siteExists(db: Database, domain: string) {
  return (await db.query('select 1 from sites where domain_name = $1', [domain])).length > 0
}

async function signedIn(db: Queryable, account: AccountRow) {
  const token = await startSession(db, account.id)
  return {
    ...ok,
    token,
    user: { account_id: account.account_id, session_token: token },
    fullname: account.full_name,
    email: account.contact_email,
  }
}

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
        return signedIn(tx, { ...account, status: 'active' })
      })
    },

    async login(input) {
      const [recent] = await db.query<{ failures: number }>(
        `select count(*)::int as failures from login_failures
          where domain_name = $1 and account_id = $2 and failed_at > now() - make_interval(mins => $3)`,
        [input.domain_name, input.account_id, loginThrottle.windowMinutes],
      )
      if ((recent?.failures ?? 0) >= loginThrottle.maxFailures) {
        return failure(
          statusCode.tooManyRequests,
          statusMessage.tooManyAttempts,
          'Try again in a few minutes',
        )
      }
      const account = await findAccount(db, input.domain_name, input.account_id)
      // An unknown account costs a full hash check and answers like a wrong password.
      const valid = await verifyPassword(
        input.password,
        account?.password_hash ?? (await unusableHash()),
      )
      if (!account || !valid || account.status === 'pending') {
        await db.query('insert into login_failures (domain_name, account_id) values ($1, $2)', [
          input.domain_name,
          input.account_id,
        ])
        return failure(statusCode.unauthorized, statusMessage.invalidCredentials)
      }
      if (account.status === 'BLOCK') return failure(statusCode.forbidden, statusMessage.blocked)
      if (account.status === 'CLOSE') return failure(statusCode.forbidden, statusMessage.closed)
      return signedIn(db, account)
    },

    async logout(input) {
      const session = await authenticate(db, input.account_id, input.auth)
      if ('message' in session) return failure(statusCode.unauthorized, session.message)
      await revokeSession(db, input.auth)
      return ok
    },

    async getBalance(input) {
      const session = await authenticate(db, input.account_id, input.auth)
      if ('message' in session) return failure(statusCode.unauthorized, session.message)
      return {
        ...ok,
        game_balance: await currentBalance(db, session.account.id),
        game_token: `demo-${session.account.id}`,
      }
    },

    async profileUpdate(input) {
      const session = await authenticate(db, input.account_id, input.auth)
      if ('message' in session) return failure(statusCode.unauthorized, session.message)
      // Only the name and the email: the schema drops every other field before it gets here.
      const [updated] = await db.query<{
        account_id: string
        full_name: string
        contact_email: string
      }>(
        `update accounts set full_name = $2, contact_email = $3 where id = $1
         returning account_id, full_name, contact_email`,
        [session.account.id, input.full_name, input.contact_email],
      )
      if (!updated) return failure(statusCode.unauthorized, statusMessage.sessionExpired)
      return { ...ok, value: [updated] as [typeof updated] }
    },

    async checkStatus(input) {
      // A blocked or closed account is refused by authenticate itself, as by every account call.
      const session = await authenticate(db, input.account_id, input.auth)
      if ('message' in session) return failure(statusCode.unauthorized, session.message)
      return { ...ok, account_status: 'active' as const }
    },

    async updatePassword(input) {
      const session = await authenticate(db, input.account_id, input.auth)
      if ('message' in session) return failure(statusCode.unauthorized, session.message)
      const [row] = await db.query<{ password_hash: string }>(
        'select password_hash from accounts where id = $1',
        [session.account.id],
      )
      if (!row || !(await verifyPassword(input.password, row.password_hash))) {
        return failure(statusCode.badRequest, statusMessage.invalidCredentials, 'password')
      }
      const next = await hashPassword(input.new_password)
      await db.transaction(async (tx) => {
        await tx.query('update accounts set password_hash = $2 where id = $1', [
          session.account.id,
          next,
        ])
        // A new password ends every session, this one included: the player signs in again.
        await revokeAllSessions(tx, session.account.id)
      })
      return ok
    },
  }
}
