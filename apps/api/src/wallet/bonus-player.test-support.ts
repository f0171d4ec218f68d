import { expect } from 'vitest'
import { type Player, success, type TestApi } from '../http/api-test-client.test-support.ts'

/** template1.localhost, a PHP site: its limits and demo rewards, as the seed makes them. */
export const template1 = {
  domain: 'template1.localhost',
  depositMin: 10_000,
  depositMax: 50_000_000,
  withdrawMin: 20_000,
  stakeMax: 100_000,
  /** The inbox's welcome reward: cash, no turnover. */
  welcomeReward: 5_000,
} as const

export interface DemoPromotion {
  readonly promotion_id: number
  readonly claim: string
  readonly bonus_amount: number
  readonly bonus_percent: number
  readonly max_bonus: number
  readonly min_deposit: number
  readonly turnover_multiplier: number
}

/** The site's running promotions by role: welcome 100% ×10, reload 20% ×5, daily credit ×3. */
export async function demoPromotions(api: TestApi) {
  const { body } = await api.call('/promotion/list', { domain_name: template1.domain })
  const items = success('promotionList', body).items as DemoPromotion[]
  const find = (test: (p: DemoPromotion) => boolean) => {
    const found = items.find(test)
    if (!found) throw new Error('A demo promotion is missing')
    return found
  }
  return {
    welcome: find((p) => p.claim === 'with_deposit' && p.bonus_percent === 100),
    reload: find((p) => p.claim === 'with_deposit' && p.bonus_percent === 20),
    daily: find((p) => p.claim === 'instant'),
  }
}

/** A signed-up player with a bank account, and the calls the bonus suites make. */
export async function bonusPlayer(api: TestApi, accountId: string) {
  const player: Player = await api.registerPlayer(accountId)
  const { body: bank } = await api.call('/wallet/add_bank', {
    ...player,
    bank_code: 'GCASH',
    account_name: 'Bonus Player',
    account_number: '09171234567',
  })
  const bankId: number = bank.bank_account.bank_account_id
  const { body: list } = await api.call('/game/list', {
    domain_name: template1.domain,
    category: 'slots',
  })
  const game = list.items[0] as { provider_code: string; game_code: string }

  return {
    player,
    deposit: (amount: number, promotion_id: number | null = null) =>
      api.call('/wallet/deposit', { ...player, amount, method: 'e_wallet', promotion_id }),
    claim: (promotion_id: number) => api.call('/promotion/claim', { ...player, promotion_id }),
    async claimWelcomeReward() {
      const { body } = await api.call('/settings/get_inbox', player)
      const reward = body.items.find((i: { reward_amount: number }) => i.reward_amount > 0)
      return api.call('/settings/claim_inbox', { ...player, inbox_id: reward.inbox_id })
    },
    spin: (stake: number) =>
      api.call('/game/demo_spin', {
        ...player,
        provider_code: game.provider_code,
        game_code: game.game_code,
        stake,
      }),
    withdraw: (amount: number) =>
      api.call('/wallet/withdraw', { ...player, amount, bank_account_id: bankId }),
    cancel: (withdrawal_id: number) =>
      api.call('/wallet/withdraw_cancel', { ...player, withdrawal_id }),
    /** The withdrawal form's figures, as `wallet/banks` answers them. */
    async allowance() {
      const answer = success('banks', (await api.call('/wallet/banks', player)).body)
      const { withdrawable, locked, turnover_left } = answer
      return { withdrawable, locked, turnover_left }
    },
    balance: () => api.balance(player),
    /** Each of the player's requirements, oldest first. */
    requirements: () =>
      api.db.query<{ bonus: number; required: number; turnover: number; status: string }>(
        `select w.bonus_amount::float8 as bonus, w.required_turnover::float8 as required,
                w.turnover::float8 as turnover, w.status
           from wagering_requirements w join accounts a on a.id = w.account
          where a.account_id = $1 order by w.id`,
        [player.account_id],
      ),
    /** Every ledger entry, oldest first, with the balance and locked part it left. */
    ledger: () =>
      api.db.query<{ kind: string; amount: number; balance_after: number; locked_after: number }>(
        `select l.kind, l.amount::float8 as amount, l.balance_after::float8 as balance_after,
                l.locked_after::float8 as locked_after
           from ledger l join accounts a on a.id = l.account
          where a.account_id = $1 order by l.id`,
        [player.account_id],
      ),
  }
}

export type BonusPlayer = Awaited<ReturnType<typeof bonusPlayer>>

/** The entries add up to each balance they record, and no entry leaves locked money unbacked. */
export async function expectSoundLedger(who: BonusPlayer) {
  let running = 0
  for (const entry of await who.ledger()) {
    running += entry.amount
    expect(entry.balance_after).toBe(running)
    expect(entry.locked_after).toBeGreaterThanOrEqual(0)
    expect(entry.locked_after).toBeLessThanOrEqual(entry.balance_after)
  }
  expect(await who.balance()).toBe(running)
}
