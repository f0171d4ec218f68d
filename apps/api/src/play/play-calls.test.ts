import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { findProvider } from '../games/game-providers.ts'
import {
  openTestApi,
  type Player,
  success,
  type TestApi,
} from '../http/api-test-client.test-support.ts'
import { launchTypeFor, stakeLimits } from './play-calls.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe('launch type', () => {
  it('keeps popup providers in a popup, fills the tab on phones, and lets the provider decide on desktops', () => {
    expect(launchTypeFor('popup', 'mobile')).toBe('popup')
    expect(launchTypeFor('popup', 'desktop')).toBe('popup')
    expect(launchTypeFor('iframe', 'mobile')).toBe('redirect')
    expect(launchTypeFor('iframe', 'desktop')).toBe('iframe')
    expect(launchTypeFor('redirect', 'desktop')).toBe('redirect')
  })
})

describe.each(testBackends)('playing on $name', (backend) => {
  let api: TestApi
  let player: Player
  let game: { provider_code: string; game_code: string; game_name: string }

  beforeAll(async () => {
    api = await openTestApi(backend)
    player = await api.registerPlayer('play_player')
    const { body } = await api.call('/game/list', {
      domain_name: 'template1.localhost',
      category: 'slots',
    })
    game = body.items.find((g: { provider_code: string }) => g.provider_code !== 'EVOPLAY')
  })
  afterAll(() => api.db.close())

  it('launches a catalogue game on the demo slot page, and EVOPLAY in a popup', async () => {
    const launch = success(
      'gameLaunch',
      (await api.call('/game/launch', { ...player, ...game, language: 'CN', device: 'mobile' }))
        .body,
    )
    expect(launch.url).toBe(`/play/${game.provider_code}/${game.game_code}?lang=CN&device=mobile`)
    expect(launch.launch_type).toBe('redirect')
    const onDesktop = success(
      'gameLaunch',
      (await api.call('/game/launch', { ...player, ...game, device: 'desktop' })).body,
    )
    expect(onDesktop.launch_type).toBe(
      launchTypeFor(findProvider(game.provider_code)?.launch, 'desktop'),
    )
    const evoplay = await api.call('/game/list', {
      domain_name: 'template1.localhost',
      provider: 'EVOPLAY',
    })
    const popup = await api.call('/game/launch', { ...player, ...evoplay.body.items[0] })
    expect(popup.body.launch_type).toBe('popup')
    const unknown = await api.call('/game/launch', {
      ...player,
      provider_code: 'JILI',
      game_code: 'no-such-game',
    })
    expect(unknown.body).toMatchObject({ statusMessage: 'notFound', statusDetail: 'game_code' })
  })

  it('refuses a spin the balance cannot cover and changes nothing', async () => {
    const spin = await api.call('/game/demo_spin', { ...player, ...game, stake: 100 })
    expect(spin.body.statusMessage).toBe('insufficientBalance')
    const history = await api.call('/game/bet_history', player)
    expect(history.body.total).toBe(0)
  })

  it('debits the stake, credits the win and records each round for bet history', async () => {
    await api.credit(player, 100_000)
    let balance = 100_000
    const rounds: string[] = []
    for (let i = 0; i < 12; i++) {
      const spin = success(
        'demoSpin',
        (await api.call('/game/demo_spin', { ...player, ...game, stake: 1_000 })).body,
      )
      balance = balance - 1_000 + spin.win
      expect(spin.game_balance).toBe(balance)
      expect(spin.reels).toHaveLength(3)
      rounds.push(spin.round_id)
    }
    expect(new Set(rounds).size).toBe(12)
    expect(await api.balance(player)).toBe(balance)
    const history = success(
      'betHistory',
      (await api.call('/game/bet_history', { ...player, page_size: 20 })).body,
    )
    expect(history.total).toBe(12)
    expect(history.items.map((r) => r.round_id)).toEqual([...rounds].reverse())
    expect(history.items[0]).toMatchObject({
      game_name: game.game_name,
      stake: 1_000,
      status: 'settled',
    })
    const statement = await api.call('/wallet/statement', { ...player, page_size: 1 })
    expect(statement.body.items[0].reference).toBe(rounds.at(-1))
  })

  it('replays a spin retried with the same Idempotency-Key instead of betting again', async () => {
    const before = await api.balance(player)
    const key = { 'idempotency-key': 'spin-once' }
    const first = await api.call('/game/demo_spin', { ...player, ...game, stake: 500 }, key)
    const again = await api.call('/game/demo_spin', { ...player, ...game, stake: 500 }, key)
    expect(again.body).toEqual(first.body)
    expect(await api.balance(player)).toBe(before - 500 + first.body.win)
  })

  it('keeps stakes within one currency unit and ten minimum deposits', async () => {
    const { min, max } = stakeLimits(10_000)
    expect([min, max]).toEqual([100, 100_000])
    const low = await api.call('/game/demo_spin', { ...player, ...game, stake: min - 1 })
    expect(low.body.statusMessage).toBe('amountBelowMinimum')
    const high = await api.call('/game/demo_spin', { ...player, ...game, stake: max + 1 })
    expect(high.body.statusMessage).toBe('amountAboveMaximum')
  })

  it('counts stakes as VIP turnover and deposits towards the next level', async () => {
    const before = success('vip', (await api.call('/auth/vip', player)).body).nextLevel[0]
    await api.call('/game/demo_spin', { ...player, ...game, stake: 2_000 })
    await api.call('/wallet/deposit', { ...player, amount: 50_000, method: 'e_wallet' })
    const after = success('vip', (await api.call('/auth/vip', { ...player, language: 'EN' })).body)
      .nextLevel[0]
    expect(after?.cycle_turnover).toBe((before?.cycle_turnover ?? 0) + 2_000)
    expect(after?.cycle_deposit).toBe((before?.cycle_deposit ?? 0) + 50_000)
    expect(after).toMatchObject({ vip_name: 'Bronze', vip_name_next: 'Silver' })
  })

  it('filters bet history by provider and time', async () => {
    const none = await api.call('/game/bet_history', { ...player, provider_code: 'NOPE' })
    expect(none.body.items).toEqual([])
    const future = await api.call('/game/bet_history', {
      ...player,
      from: '2999-01-01T00:00:00.000Z',
    })
    expect(future.body.total).toBe(0)
  })
})
