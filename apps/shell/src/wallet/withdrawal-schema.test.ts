import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { withdrawalSchema } from './withdrawal-schema.ts'

const schema = withdrawalSchema({
  decimals: 0,
  locale: 'vi',
  min: 200,
  max: 5_000,
  withdrawable: 5_000,
})
const messages = (amount: string) =>
  v.safeParse(schema, { amount, bank_account_id: '7' }).issues?.map((issue) => issue.message)

describe('withdrawalSchema', () => {
  it('takes at least the minimum and at most the balance, read in the player’s language', () => {
    expect(v.parse(schema, { amount: '1.500', bank_account_id: '7' })).toEqual({
      amount: 1_500,
      bank_account_id: 7,
    })
    expect(messages('150')).toEqual(['amountBelowMinimum'])
    expect(messages('5.001')).toEqual(['insufficientBalance'])
  })

  it('keeps locked bonus money out, and says the balance first when that is short too', () => {
    const locked = withdrawalSchema({
      decimals: 0,
      locale: 'vi',
      min: 200,
      max: 5_000,
      withdrawable: 3_000,
    })
    const issues = (amount: string) =>
      v.safeParse(locked, { amount, bank_account_id: '7' }).issues?.map((issue) => issue.message)
    expect(v.parse(locked, { amount: '3.000', bank_account_id: '7' }).amount).toBe(3_000)
    expect(issues('3.001')).toEqual(['bonusTurnoverPending'])
    expect(issues('5.001')).toEqual(['insufficientBalance'])
  })

  it('needs a bank account', () => {
    const issues = v.safeParse(schema, { amount: '300', bank_account_id: '' }).issues
    expect(issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['bank_account_id', 'idRequired'],
    ])
  })
})
