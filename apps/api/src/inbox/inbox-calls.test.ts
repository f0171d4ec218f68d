import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import {
  openTestApi,
  type Player,
  success,
  type TestApi,
} from '../http/api-test-client.test-support.ts'
import { welcomeTokens } from './welcome-messages.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe.each(testBackends)('inbox on $name', (backend) => {
  let api: TestApi
  let player: Player

  beforeAll(async () => {
    api = await openTestApi(backend)
    player = await api.registerPlayer('inbox_player')
  })
  afterAll(() => api.db.close())

  const inbox = async (owner = player) => {
    const { body } = await api.call('/settings/get_inbox', owner)
    return success('getInbox', body)
  }

  it('greets a new player with a claimable reward and a note, both unread', async () => {
    const answer = await inbox()
    expect(answer.unread_count).toBe(2)
    const [note, welcome] = answer.items
    expect(welcome).toMatchObject({ title: 'Welcome to Golden Lantern', claimable: true })
    expect(welcome?.reward_amount).toBe(5_000)
    expect(note).toMatchObject({ reward_amount: 0, claimable: false })
    const spin = await api.call('/spin/info', player)
    expect(spin.body.token_balance).toBe(welcomeTokens)
  })

  it('marks a message read', async () => {
    const [note] = (await inbox()).items
    const { body } = await api.call('/settings/read_inbox', { ...player, inbox_id: note?.inbox_id })
    expect(body).toMatchObject({ statusCode: 1, unread_count: 1 })
    const again = await api.call('/settings/read_inbox', { ...player, inbox_id: note?.inbox_id })
    expect(again.body.unread_count).toBe(1)
  })

  it('credits a reward once, into the balance and the statement', async () => {
    const [note, welcome] = (await inbox()).items
    const claim = await api.call('/settings/claim_inbox', {
      ...player,
      inbox_id: welcome?.inbox_id,
    })
    expect(success('claimInbox', claim.body)).toMatchObject({
      claimed_amount: 5_000,
      game_balance: 5_000,
    })
    const twice = await api.call('/settings/claim_inbox', {
      ...player,
      inbox_id: welcome?.inbox_id,
    })
    expect(twice.body.statusMessage).toBe('alreadyClaimed')
    const nothing = await api.call('/settings/claim_inbox', { ...player, inbox_id: note?.inbox_id })
    expect(nothing.body.statusMessage).toBe('notClaimable')
    expect(await api.balance(player)).toBe(5_000)
    const after = (await inbox()).items[1]
    expect(after).toMatchObject({ claimed: true, claimable: false, read: true })
    const statement = await api.call('/wallet/statement', player)
    expect(statement.body.items[0]).toMatchObject({ kind: 'inbox_reward', amount: 5_000 })
  })

  it('does not claim a reward after it expired', async () => {
    const [row] = await api.db.query<{ id: number }>(
      `insert into inbox_items (account, title, body, reward_amount, expires_at)
       select id, 'Lapsed', '', 100, now() - interval '1 minute' from accounts
        where account_id = 'inbox_player' returning id::int as id`,
    )
    const claim = await api.call('/settings/claim_inbox', { ...player, inbox_id: row?.id })
    expect(claim.body.statusMessage).toBe('notClaimable')
    expect(await api.balance(player)).toBe(5_000)
  })

  it("keeps each player's messages their own", async () => {
    const other = await api.registerPlayer('inbox_other')
    const [, mineWelcome] = (await inbox()).items
    const theirs = await inbox(other)
    expect(theirs.items.map((i) => i.inbox_id)).not.toContain(mineWelcome?.inbox_id)
    const read = await api.call('/settings/read_inbox', {
      ...other,
      inbox_id: mineWelcome?.inbox_id,
    })
    expect(read.body.statusMessage).toBe('notFound')
  })
})
