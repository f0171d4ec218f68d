import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { depositSchema } from './deposit-schema.ts'

const bonus = {
  promotion_id: 3,
  title: 'Reload 20%',
  bonus_percent: 20,
  max_bonus: 100_000,
  min_deposit: 20_000,
  turnover_multiplier: 5,
}
const schema = depositSchema(
  { decimals: 2, locale: 'en', min: 10_000, max: 50_000_000 },
  [bonus],
  (b) => `${b.title} needs more`,
)
const issues = (input: Record<string, string>) =>
  v
    .safeParse(schema, { method: 'e_wallet', promotion_id: '', ...input })
    .issues?.map((i) => [v.getDotPath(i), i.message])

describe('depositSchema', () => {
  it('sends the typed amount in minor units, and the bonus as its id', () => {
    expect(v.parse(schema, { amount: '1,250.50', method: 'e_wallet', promotion_id: '3' })).toEqual({
      amount: 125_050,
      method: 'e_wallet',
      promotion_id: 3,
    })
    expect(v.parse(schema, { amount: '100', method: 'qr_payment', promotion_id: '' })).toEqual({
      amount: 10_000,
      method: 'qr_payment',
      promotion_id: null,
    })
  })

  it('refuses with the keys the server answers', () => {
    expect(issues({ amount: '' })).toEqual([['amount', 'amountRequired']])
    expect(issues({ amount: '12.345' })).toEqual([['amount', 'amountFormat']])
    expect(issues({ amount: '99' })).toEqual([['amount', 'amountBelowMinimum']])
    expect(issues({ amount: '500001' })).toEqual([['amount', 'amountAboveMaximum']])
  })

  it('puts a bonus’s own minimum deposit on the bonus choice', () => {
    expect(issues({ amount: '150', promotion_id: '3' })).toEqual([
      ['promotion_id', 'Reload 20% needs more'],
    ])
    expect(issues({ amount: '200', promotion_id: '3' })).toBeUndefined()
  })
})
