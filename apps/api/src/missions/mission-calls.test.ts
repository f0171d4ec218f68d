import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import {
  openTestApi,
  type Player,
  success,
  type TestApi,
} from '../http/api-test-client.test-support.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe.each(testBackends)('missions on $name', (backend) => {
  let api: TestApi
  let player: Player

  beforeAll(async () => {
    api = await openTestApi(backend)
    player = await api.registerPlayer('mission_player')
  })
  afterAll(() => api.db.close())

  const missions = async () =>
    success('missionList', (await api.call('/mission/list', player)).body).items
  const byTitle = async (title: string) => {
    const mission = (await missions()).find((m) => m.title === title)
    if (!mission) throw new Error(`No mission ${title}`)
    return mission
  }

  it('lists the site missions with no progress for a new player', async () => {
    const list = await missions()
    expect(list.map((m) => m.title)).toEqual([
      'Daily spinner',
      'Daily wager',
      'Weekly top-up',
      'First deposit',
      'Centurion',
    ])
    expect(list.every((m) => m.progress === 0 && m.status === 'in_progress')).toBe(true)
    expect((await byTitle('Daily spinner')).expires_at).toMatch(/T00:00:00.000Z$/)
    expect((await byTitle('Centurion')).expires_at).toBeNull()
  })

  it('refuses to pay a mission before it is done', async () => {
    const first = await byTitle('First deposit')
    const early = await api.call('/mission/claim', { ...player, mission_id: first.mission_id })
    expect(early.body).toMatchObject({
      statusMessage: 'notClaimable',
      statusDetail: '0 of 10000 done',
    })
  })

  it('counts deposits and rounds, then pays a completed mission once', async () => {
    await api.call('/wallet/deposit', { ...player, amount: 10_000, method: 'e_wallet' })
    const first = await byTitle('First deposit')
    expect(first).toMatchObject({ progress: 10_000, status: 'completed' })

    const claim = success(
      'missionClaim',
      (await api.call('/mission/claim', { ...player, mission_id: first.mission_id })).body,
    )
    expect(claim).toMatchObject({ reward_amount: 2_000, reward_tokens: 2, game_balance: 12_000 })
    expect(claim.token_balance).toBe(3 + 2)
    const again = await api.call('/mission/claim', { ...player, mission_id: first.mission_id })
    expect(again.body.statusMessage).toBe('alreadyClaimed')
    expect((await byTitle('First deposit')).status).toBe('claimed')
    expect(await api.balance(player)).toBe(12_000)

    const { body } = await api.call('/game/list', { domain_name: 'template1.localhost' })
    const game = body.items[0]
    for (let i = 0; i < 3; i++) {
      await api.call('/game/demo_spin', { ...player, ...game, stake: 100 })
    }
    expect(await byTitle('Daily spinner')).toMatchObject({ progress: 3, goal: 10 })
    expect((await byTitle('Daily wager')).progress).toBe(300)
  })

  it("refuses another site's mission", async () => {
    const [row] = await api.db.query<{ id: number }>(
      `select id::int as id from missions where domain_name = 'template2.localhost' limit 1`,
    )
    const claim = await api.call('/mission/claim', { ...player, mission_id: row?.id })
    expect(claim.body.statusMessage).toBe('notFound')
  })
})
