import { type CallName, calls } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrations.ts'
import { demoSites } from '../sites/demo-sites.ts'
import { seedSites } from '../sites/site-repository.ts'
import { startSession } from './session-tokens.ts'

/**
 * A well-formed body for every account call of the contract (a test below fails when a new
 * account call is not listed). The matrix sends each with another account's token.
 */
const bodies = {
  logout: {},
  getBalance: {},
  vip: {},
  updatePassword: { password: 'correct horse', new_password: 'taken over' },
  favList: {},
  favToggle: { provider_code: 'JILI', game_code: '1' },
  profileUpdate: { full_name: 'Mallory', contact_email: 'mallory@example.com' },
  checkStatus: {},
  getInbox: {},
  readInbox: { inbox_id: 1 },
  claimInbox: { inbox_id: 1 },
  deposit: { amount: 10_000, method: 'e_wallet' },
  withdraw: { amount: 20_000, bank_account_id: 1 },
  withdrawCancel: { withdrawal_id: 1 },
  withdrawals: {},
  banks: {},
  addBank: { bank_code: 'GCASH', account_name: 'Mallory', account_number: '1234567890' },
  transactions: {},
  statement: {},
  gameLaunch: { provider_code: 'JILI', game_code: '1' },
  demoSpin: { provider_code: 'JILI', game_code: '1', stake: 100 },
  betHistory: {},
  promotionClaim: { promotion_id: 1 },
  referralSummary: {},
  missionList: {},
  missionClaim: { mission_id: 1 },
  spinInfo: {},
  spinPlay: {},
} satisfies Partial<Record<CallName, Record<string, unknown>>>

const accountCalls = Object.entries(bodies).map(([name, body]) => ({
  name,
  path: calls[name as CallName].path,
  body: body as Record<string, unknown>,
}))

describe.each(testBackends)('authorization on $name', (backend) => {
  let db: Database
  let app: ReturnType<typeof createApp>['app']
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    db = await backend.open()
    await migrate(db)
    await seedSites(db, demoSites(new Date()))
    app = createApp(db, { mode: 'demo' }).app
    // Accounts made directly: sign-up is tested elsewhere, and scrypt per account would be slow.
    for (const [accountId, status] of [
      ['owner_a', 'active'],
      ['victim_b', 'active'],
      ['blocked_c', 'BLOCK'],
      ['closed_d', 'CLOSE'],
    ]) {
      const [row] = await db.query<{ id: number }>(
        `insert into accounts (domain_name, account_id, password_hash, full_name, contact_email, contact_phone, status)
         values ('localhost', $1, 'scrypt$1$1$1$AA==$AA==', $1, $1 || '@example.com', '+639170000000', $2)
         returning id::int as id`,
        [accountId, status],
      )
      tokens[accountId as string] = await startSession(db, row?.id ?? 0)
    }
  }, 60_000)
  afterAll(() => db.close())

  const send = async (path: string, body: Record<string, unknown>) =>
    (
      await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()

  /** Everything of B's that an account call could change. */
  async function victimState() {
    const [state] = await db.query(
      `select a.full_name, a.contact_email, a.password_hash, a.status,
              (select count(*) from sessions s where s.account = a.id and s.revoked_at is null)::int as sessions,
              (select count(*) from ledger l where l.account = a.id)::int as entries,
              (select count(*) from favourites f where f.account = a.id)::int as favourites,
              (select count(*) from bank_accounts b where b.account = a.id)::int as banks,
              (select count(*) from deposits d where d.account = a.id)::int as deposits,
              (select count(*) from withdrawals w where w.account = a.id)::int as withdrawals,
              (select count(*) from inbox_items i where i.account = a.id and i.read_at is null)::int as unread,
              (select count(*) from token_ledger t where t.account = a.id)::int as tokens,
              (select count(*) from game_rounds r where r.account = a.id)::int as rounds
         from accounts a where a.account_id = 'victim_b'`,
    )
    return state
  }

  it('lists every account call of the contract', () => {
    const contractAccountCalls = Object.entries(calls)
      .filter(([, call]) => call.account)
      .map(([name]) => name)
    expect(accountCalls.map((c) => c.name).sort()).toEqual(contractAccountCalls.sort())
  })

  it.each(accountCalls)(
    '$name refuses account A’s token with account B’s id and changes nothing',
    async (call) => {
      const before = await victimState()
      const answer = await send(call.path, {
        ...call.body,
        account_id: 'victim_b',
        auth: tokens.owner_a,
      })
      expect(answer).toMatchObject({ statusCode: -401, statusMessage: 'sessionExpired' })
      expect(await victimState()).toEqual(before)
      expect(before).toMatchObject({
        full_name: 'victim_b',
        password_hash: 'scrypt$1$1$1$AA==$AA==',
      })
      expect(
        await send('/api/auth/get_balance', { account_id: 'victim_b', auth: tokens.victim_b }),
      ).toMatchObject({
        statusCode: 1,
      })
    },
  )

  it.each(accountCalls)('$name answers BLOCK and CLOSE for such accounts', async (call) => {
    expect(
      await send(call.path, { ...call.body, account_id: 'blocked_c', auth: tokens.blocked_c }),
    ).toMatchObject({
      statusMessage: 'BLOCK',
    })
    expect(
      await send(call.path, { ...call.body, account_id: 'closed_d', auth: tokens.closed_d }),
    ).toMatchObject({
      statusMessage: 'CLOSE',
    })
  })

  it('a profile update changes only the name and the email', async () => {
    const answer = await send('/api/settings/profile_update', {
      account_id: 'owner_a',
      auth: tokens.owner_a,
      full_name: '  Alice Owner ',
      contact_email: 'alice@example.com',
      contact_phone: '+10000000000',
      status: 'BLOCK',
      account_id_new: 'someone_else',
    })
    expect(answer).toMatchObject({
      statusCode: 1,
      value: [
        { account_id: 'owner_a', full_name: 'Alice Owner', contact_email: 'alice@example.com' },
      ],
    })
    const [row] = await db.query(
      `select contact_phone, status from accounts where account_id = 'owner_a'`,
    )
    expect(row).toEqual({ contact_phone: '+639170000000', status: 'active' })
  })

  it('check_status answers active for an account in good standing', async () => {
    expect(
      await send('/api/settings/check_status', { account_id: 'owner_a', auth: tokens.owner_a }),
    ).toMatchObject({
      statusCode: 1,
      account_status: 'active',
    })
  })
})
