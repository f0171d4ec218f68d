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

// template1.localhost is a PHP site: deposits 100.00 to 500,000.00, withdrawals from 200.00.
const depositMin = 10_000
const depositMax = 50_000_000
const withdrawMin = 20_000

describe.each(testBackends)('wallet on $name', (backend) => {
  let api: TestApi
  let player: Player

  beforeAll(async () => {
    api = await openTestApi(backend)
    player = await api.registerPlayer('wallet_player')
  })
  afterAll(() => api.db.close())

  const deposit = (amount: number, extra: object = {}, headers: Record<string, string> = {}) =>
    api.call('/wallet/deposit', { ...player, amount, method: 'e_wallet', ...extra }, headers)

  async function addBank(owner: Player, number = '1234567890') {
    const { body } = await api.call('/wallet/add_bank', {
      ...owner,
      bank_code: 'GCASH',
      account_name: 'Juan Dela Cruz',
      account_number: number,
    })
    return body
  }

  it('refuses deposits outside the site limits and changes nothing', async () => {
    const before = await api.balance(player)
    const low = await deposit(depositMin - 1)
    expect(low.body).toMatchObject({ statusMessage: 'amountBelowMinimum', statusDetail: 'amount' })
    const high = await deposit(depositMax + 1)
    expect(high.body.statusMessage).toBe('amountAboveMaximum')
    expect(await api.balance(player)).toBe(before)
  })

  it('credits a deposit at once and lists it in the history and the statement', async () => {
    const before = await api.balance(player)
    const { body } = await deposit(depositMin * 3)
    expect(success('deposit', body)).toBeTruthy()
    expect(body.transaction).toMatchObject({ type: 'deposit', status: 'completed' })
    expect(body.transaction.reference).toMatch(/^DP-[2-9A-Z]{10}$/)
    expect(body.game_balance).toBe(before + depositMin * 3)
    expect(await api.balance(player)).toBe(before + depositMin * 3)

    const history = await api.call('/wallet/transactions', { ...player, type: 'deposit' })
    expect(success('transactions', history.body).items[0]?.transaction_id).toBe(
      body.transaction.transaction_id,
    )
    const statement = await api.call('/wallet/statement', player)
    expect(success('statement', statement.body).items[0]).toMatchObject({
      kind: 'deposit',
      amount: depositMin * 3,
      balance_after: before + depositMin * 3,
      reference: body.transaction.reference,
    })
  })

  it('replays the first answer for a retried Idempotency-Key and credits once', async () => {
    const before = await api.balance(player)
    const key = { 'idempotency-key': 'deposit-retry-1' }
    const first = await deposit(depositMin, {}, key)
    const retry = await deposit(depositMin, {}, key)
    expect(retry.body).toEqual(first.body)
    expect(await api.balance(player)).toBe(before + depositMin)

    const otherBody = await deposit(depositMin * 2, {}, key)
    expect(otherBody.body).toMatchObject({ statusCode: -409, statusMessage: 'idempotencyConflict' })
    const badKey = await deposit(depositMin, {}, { 'idempotency-key': 'with space' })
    expect(badKey.body.statusMessage).toBe('invalidRequest')
    expect(await api.balance(player)).toBe(before + depositMin)
  })

  it('adds a deposit bonus once when the player picks a deposit promotion', async () => {
    const { body: list } = await api.call('/promotion/list', { domain_name: 'template1.localhost' })
    const welcome = list.items.find((p: { claim: string; bonus_percent: number }) => {
      return p.claim === 'with_deposit' && p.bonus_percent === 100
    })
    const info = list.items.find((p: { claim: string }) => p.claim === 'none')
    const before = await api.balance(player)
    const { body } = await deposit(depositMin * 2, { promotion_id: welcome.promotion_id })
    expect(body.game_balance).toBe(before + depositMin * 4)
    const again = await deposit(depositMin * 2, { promotion_id: welcome.promotion_id })
    expect(again.body.statusMessage).toBe('alreadyClaimed')
    const wrongKind = await deposit(depositMin, { promotion_id: info.promotion_id })
    expect(wrongKind.body.statusMessage).toBe('notClaimable')
    expect(await api.balance(player)).toBe(before + depositMin * 4)
  })

  it('keeps bank accounts per player, masked, with the first one the default', async () => {
    const { body } = await api.call('/wallet/banks', player)
    expect(body.banks.map((b: { bank_code: string }) => b.bank_code)).toContain('GCASH')
    const added = await addBank(player, '9876543210')
    expect(added.bank_account).toMatchObject({
      bank_name: 'GCash',
      account_number: '******3210',
      is_default: true,
    })
    expect((await addBank(player, '9876543210')).statusMessage).toBe('accountExists')
    const unknown = await api.call('/wallet/add_bank', {
      ...player,
      bank_code: 'NOPE',
      account_name: 'Juan',
      account_number: '12345',
    })
    expect(unknown.body).toMatchObject({
      statusMessage: 'invalidRequest',
      statusDetail: 'bank_code',
    })
    const second = await addBank(player, '5555566666')
    expect(second.bank_account.is_default).toBe(false)
    const after = await api.call('/wallet/banks', player)
    expect(success('banks', after.body).accounts).toHaveLength(2)
  })

  it('takes a withdrawal from the balance at once and gives it back on cancel', async () => {
    const bank = (await api.call('/wallet/banks', player)).body.accounts[0]
    const before = await api.balance(player)
    const withdraw = (amount: number) =>
      api.call('/wallet/withdraw', { ...player, amount, bank_account_id: bank.bank_account_id })

    expect((await withdraw(withdrawMin - 1)).body.statusMessage).toBe('amountBelowMinimum')
    expect((await withdraw(before + 1)).body.statusMessage).toBe('insufficientBalance')
    const missingBank = await api.call('/wallet/withdraw', {
      ...player,
      amount: withdrawMin,
      bank_account_id: 999_999,
    })
    expect(missingBank.body.statusMessage).toBe('notFound')

    const { body } = await withdraw(withdrawMin)
    expect(success('withdraw', body).withdrawal).toMatchObject({
      status: 'requested',
      cancellable: true,
      timeline: [{ status: 'requested' }],
    })
    expect(body.game_balance).toBe(before - withdrawMin)

    const cancel = await api.call('/wallet/withdraw_cancel', {
      ...player,
      withdrawal_id: body.withdrawal.withdrawal_id,
    })
    expect(success('withdrawCancel', cancel.body).withdrawal).toMatchObject({
      status: 'cancelled',
      cancellable: false,
    })
    expect(cancel.body.withdrawal.timeline.map((s: { status: string }) => s.status)).toEqual([
      'requested',
      'cancelled',
    ])
    expect(cancel.body.game_balance).toBe(before)
    const twice = await api.call('/wallet/withdraw_cancel', {
      ...player,
      withdrawal_id: body.withdrawal.withdrawal_id,
    })
    expect(twice.body.statusMessage).toBe('notCancellable')
    expect(await api.balance(player)).toBe(before)
  })

  it('moves withdrawals through review, approval and payment, or rejection with a reason', async () => {
    const bank = (await api.call('/wallet/banks', player)).body.accounts[0]
    const start = await api.balance(player)
    const request = async () =>
      (
        await api.call('/wallet/withdraw', {
          ...player,
          amount: withdrawMin,
          bank_account_id: bank.bank_account_id,
        })
      ).body.withdrawal.withdrawal_id as number
    const decide = (id: number, status: string, reason?: string) =>
      api.app.request(`/dev/withdrawals/${id}/status`, {
        method: 'POST',
        body: JSON.stringify({ status, reason }),
      })

    const paid = await request()
    expect((await decide(paid, 'under_review')).status).toBe(200)
    expect((await decide(paid, 'approved')).status).toBe(200)
    const late = await api.call('/wallet/withdraw_cancel', { ...player, withdrawal_id: paid })
    expect(late.body.statusMessage).toBe('notCancellable')
    expect((await decide(paid, 'paid')).status).toBe(200)
    expect((await decide(paid, 'rejected', 'Too late')).status).toBe(409)

    const rejected = await request()
    expect((await decide(rejected, 'rejected')).status).toBe(400)
    expect((await decide(rejected, 'rejected', 'Name does not match the bank')).status).toBe(200)

    const list = await api.call('/wallet/withdrawals', player)
    const byId = new Map(success('withdrawals', list.body).items.map((w) => [w.withdrawal_id, w]))
    expect(byId.get(paid)?.timeline.map((s) => s.status)).toEqual([
      'requested',
      'under_review',
      'approved',
      'paid',
    ])
    expect(byId.get(rejected)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Name does not match the bank',
    })
    // The paid one left the balance; the rejected one came back.
    expect(await api.balance(player)).toBe(start - withdrawMin)

    const history = await api.call('/wallet/transactions', { ...player, type: 'withdrawal' })
    const statuses = new Map(
      history.body.items.map((t: { transaction_id: number; status: string }) => [
        t.transaction_id,
        t.status,
      ]),
    )
    expect(statuses.get(paid)).toBe('completed')
    expect(statuses.get(rejected)).toBe('rejected')
  })

  it("never shows or touches another player's money", async () => {
    const other = await api.registerPlayer('wallet_other')
    const mine = (await api.call('/wallet/withdrawals', player)).body.items[0]
    const cancel = await api.call('/wallet/withdraw_cancel', {
      ...other,
      withdrawal_id: mine.withdrawal_id,
    })
    expect(cancel.body.statusMessage).toBe('notFound')
    const theirs = await api.call('/wallet/transactions', other)
    expect(theirs.body.items).toEqual([])
    const bank = (await api.call('/wallet/banks', player)).body.accounts[0]
    const steal = await api.call('/wallet/withdraw', {
      ...other,
      amount: withdrawMin,
      bank_account_id: bank.bank_account_id,
    })
    expect(steal.body.statusMessage).toBe('notFound')
  })

  it('pages the statement with every entry leaving the balance the entries add up to', async () => {
    const first = await api.call('/wallet/statement', { ...player, page: 1, page_size: 3 })
    const second = await api.call('/wallet/statement', { ...player, page: 2, page_size: 3 })
    expect(first.body.total).toBeGreaterThan(3)
    expect(second.body.items[0].entry_id).toBeLessThan(first.body.items[2].entry_id)
    const all = await api.call('/wallet/statement', { ...player, page_size: 100 })
    const entries = [...all.body.items].reverse()
    let running = 0
    for (const entry of entries) {
      running += entry.amount
      expect(entry.balance_after).toBe(running)
    }
    expect(running).toBe(await api.balance(player))
  })
})
