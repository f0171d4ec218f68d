import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import {
  openTestApi,
  type Player,
  success,
  type TestApi,
} from '../http/api-test-client.test-support.ts'
import { welcomeTokens } from '../inbox/welcome-messages.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe.each(testBackends)('lucky wheel calls on $name', (backend) => {
  let api: TestApi
  let player: Player

  beforeAll(async () => {
    api = await openTestApi(backend)
    player = await api.registerPlayer('spin_player')
  })
  afterAll(() => api.db.close())

  it('shows the welcome tokens, the cost of a turn and the prizes', async () => {
    const info = success('spinInfo', (await api.call('/spin/info', player)).body)
    expect(info).toMatchObject({ token_balance: welcomeTokens, frozen_token: 0, spin_cost: 1 })
    expect(info.prizes.map((p) => p.label)).toContain('Jackpot')
  })

  it('spends a token per turn, pays prizes into the balance, and stops when tokens run out', async () => {
    let cashWon = 0
    let tokens = welcomeTokens
    for (let turn = 0; turn < 200 && tokens > 0; turn++) {
      const play = success('spinPlay', (await api.call('/spin/play', player)).body)
      tokens = tokens - 1 + (play.prize.kind === 'token' ? play.prize.token_amount : 0)
      cashWon += play.prize.kind === 'cash' ? play.prize.cash_amount : 0
      expect(play.token_balance).toBe(tokens)
      expect(play.game_balance).toBe(cashWon)
    }
    const empty = await api.call('/spin/play', player)
    expect(empty.body).toMatchObject({ statusMessage: 'insufficientBalance' })
    expect(await api.balance(player)).toBe(cashWon)
  })

  it('keeps the token a deposit earns frozen for a day', async () => {
    await api.call('/wallet/deposit', { ...player, amount: 10_000, method: 'e_wallet' })
    const info = success('spinInfo', (await api.call('/spin/info', player)).body)
    expect(info).toMatchObject({ token_balance: 0, frozen_token: 1 })
    expect((await api.call('/spin/play', player)).body.statusMessage).toBe('insufficientBalance')
  })
})
