import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { getBalance } from './auth.ts'
import { demoSpin } from './demo-slot.ts'
import { deposit, withdraw } from './wallet.ts'

const account = { account_id: 'player_one', auth: 'token' }

function amountIssue(schema: v.GenericSchema, input: Record<string, unknown>) {
  return v.safeParse(schema, input).issues?.map((i) => [v.getDotPath(i), i.message])
}

describe('money a player moves', () => {
  it.each([
    ['deposit', deposit.request, 'amount', { method: 'e_wallet' }],
    ['withdraw', withdraw.request, 'amount', { bank_account_id: 7 }],
    ['demo spin', demoSpin.request, 'stake', { provider_code: 'PARLOR', game_code: 'lucky-7' }],
  ] as const)('%s refuses fractions, zero and negatives', (_, schema, field, rest) => {
    const body = (value: number) => ({ ...account, ...rest, [field]: value })
    expect(amountIssue(schema, body(10.5))).toEqual([[field, 'amountInteger']])
    expect(amountIssue(schema, body(0))).toEqual([[field, 'amountPositive']])
    expect(amountIssue(schema, body(-100))).toEqual([[field, 'amountPositive']])
    expect(v.is(schema, body(100))).toBe(true)
  })

  it('deposits without a promotion unless one is chosen', () => {
    const parsed = v.parse(deposit.request, { ...account, amount: 100, method: 'e_wallet' })
    expect(parsed.promotion_id).toBeNull()
  })

  it('refuses a deposit method the site does not offer', () => {
    expect(amountIssue(deposit.request, { ...account, amount: 100, method: 'cash' })).toEqual([
      ['method', 'depositMethodUnknown'],
    ])
  })
})

describe('balances', () => {
  it('never read below zero', () => {
    const res = { statusCode: 1, game_balance: -1, game_token: '' }
    expect(v.is(getBalance.response, res)).toBe(false)
    expect(v.is(getBalance.response, { ...res, game_balance: 0 })).toBe(true)
  })
})
