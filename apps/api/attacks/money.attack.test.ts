import { describe, expect, inject, it } from 'vitest'
import { newPlayer } from './attack-client.ts'

const domain = 'template1.localhost'
const { origin } = inject('demo')

describe('walking off with bonus money', () => {
  it('deposit 100,000 with the 100 % bonus, claim two rewards, withdraw all 207,000 at once: refused, the locked part named', async () => {
    const { browser: own, session } = await newPlayer(origin, 'atk_bonus_hunter')
    const { body: list } = await own.call('/promotion/list', { domain_name: domain })
    const welcome = list.items.find(
      (p: { claim: string; bonus_percent: number }) =>
        p.claim === 'with_deposit' && p.bonus_percent === 100,
    )
    const daily = list.items.find((p: { claim: string }) => p.claim === 'instant')
    expect(welcome.turnover_multiplier).toBeGreaterThan(0)

    const deposit = await own.call('/wallet/deposit', {
      ...session,
      amount: 100_000,
      method: 'e_wallet',
      promotion_id: welcome.promotion_id,
    })
    expect(deposit.body.game_balance).toBe(200_000)
    await own.call('/promotion/claim', { ...session, promotion_id: daily.promotion_id })
    const { body: inbox } = await own.call('/settings/get_inbox', session)
    const reward = inbox.items.find((i: { reward_amount: number }) => i.reward_amount > 0)
    const claimed = await own.call('/settings/claim_inbox', {
      ...session,
      inbox_id: reward.inbox_id,
    })
    const balance = claimed.body.game_balance
    expect(balance).toBe(207_000)

    const { body: bank } = await own.call('/wallet/add_bank', {
      ...session,
      bank_code: 'GCASH',
      account_name: 'Bonus Hunter',
      account_number: '09170000001',
    })
    const withdrawAll = await own.call('/wallet/withdraw', {
      ...session,
      amount: balance,
      bank_account_id: bank.bank_account.bank_account_id,
    })
    expect(withdrawAll.body).toMatchObject({
      statusCode: -400,
      statusMessage: 'bonusTurnoverPending',
    })
    expect(withdrawAll.body.statusDetail).toMatch(/locked 102000; turnover_left 1006000/)

    // The player is told before trying: the withdrawal form's figures.
    const { body: figures } = await own.call('/wallet/banks', session)
    expect(figures).toMatchObject({
      withdrawable: 105_000,
      locked: 102_000,
      turnover_left: 1_006_000,
    })
    const { body: after } = await own.call('/auth/get_balance', session)
    expect(after.game_balance).toBe(207_000)
  })
})
