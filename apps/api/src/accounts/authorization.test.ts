import type { CallName } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrations.ts'
import { demoSites } from '../sites/demo-sites.ts'
import { seedSites } from '../sites/site-repository.ts'
import { startSession } from './session-tokens.ts'

/**
 * Every account call the server serves, with a body that would succeed for its own account. The
 * matrix below sends each one with another account's token.
 */
const accountCalls: Partial<Record<CallName, { path: string; body: Record<string, unknown> }>> = {
  getBalance: { path: '/api/auth/get_balance', body: {} },
  checkStatus: { path: '/api/settings/check_status', body: {} },
  profileUpdate: {
    path: '/api/settings/profile_update',
    body: { full_name: 'Mallory', contact_email: 'mallory@example.com' },
  },
  updatePassword: {
    path: '/api/auth/update_password',
    body: { password: 'correct horse', new_password: 'taken over' },
  },
  logout: { path: '/api/auth/logout', body: {} },
}

describe.each(testBackends)('authorization on $name', (backend) => {
  let db: Database
  let app: ReturnType<typeof createApp>['app']
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    db = await backend.open()
    await migrate(db)
    await seedSites(db, demoSites(new Date()))
    app = createApp(db).app
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

  it.each(Object.entries(accountCalls))(
    '%s refuses account A’s token with account B’s id and changes nothing',
    async (_, call) => {
      const answer = await send(call.path, {
        ...call.body,
        account_id: 'victim_b',
        auth: tokens.owner_a,
      })
      expect(answer).toMatchObject({ statusCode: -401, statusMessage: 'sessionExpired' })
      const [victim] = await db.query<{ full_name: string; password_hash: string }>(
        `select full_name, password_hash from accounts where account_id = 'victim_b'`,
      )
      expect(victim).toEqual({ full_name: 'victim_b', password_hash: 'scrypt$1$1$1$AA==$AA==' })
      expect(
        await send('/api/auth/get_balance', { account_id: 'victim_b', auth: tokens.victim_b }),
      ).toMatchObject({
        statusCode: 1,
      })
    },
  )

  it.each(Object.entries(accountCalls))(
    '%s answers BLOCK and CLOSE for such accounts',
    async (_, call) => {
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
    },
  )

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
