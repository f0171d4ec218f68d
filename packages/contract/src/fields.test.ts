import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AccountId,
  BankAccountName,
  BankAccountNumber,
  Money,
  maxPage,
  NonNegativeMoney,
  OptionalEmail,
  Page,
  PageSize,
  PositiveMoney,
  ReferralCode,
  Tac,
} from './fields.ts'

function messages(schema: v.GenericSchema, input: unknown): string[] {
  return v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? []
}

const fraction = fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((n) => !Number.isInteger(n))

describe('money', () => {
  it('refuses any fraction of a minor unit', () => {
    fc.assert(
      fc.property(fraction, (amount) => {
        for (const schema of [Money, NonNegativeMoney, PositiveMoney]) {
          expect(messages(schema, amount)).toContain('amountInteger')
        }
      }),
    )
  })

  it('keeps whole minor units, signed for Money', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(v.parse(Money, amount)).toBe(amount)
        expect(v.is(NonNegativeMoney, amount)).toBe(amount >= 0)
        expect(v.is(PositiveMoney, amount)).toBe(amount >= 1)
      }),
    )
  })

  it('says why an amount to move is refused', () => {
    expect(messages(PositiveMoney, 0)).toEqual(['amountPositive'])
    expect(messages(NonNegativeMoney, -1)).toEqual(['amountNotNegative'])
    expect(messages(PositiveMoney, '100')).toEqual(['amountRequired'])
    expect(messages(Money, Number.MAX_SAFE_INTEGER + 2)).toEqual(['amountInteger'])
  })
})

describe('fields a player types', () => {
  it('normalises an account id before checking it', () => {
    expect(v.parse(AccountId, '  Player_One ')).toBe('player_one')
    expect(messages(AccountId, 'pl')).toEqual(['accountIdFormat'])
  })

  it('takes six digits as a TAC and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(v.is(Tac, text)).toBe(/^[0-9]{6}$/.test(text.trim()))
      }),
    )
  })

  it('lets the email be left empty, but not wrong', () => {
    expect(v.parse(OptionalEmail, undefined)).toBe('')
    expect(v.parse(OptionalEmail, '')).toBe('')
    expect(v.parse(OptionalEmail, ' a@b.co ')).toBe('a@b.co')
    expect(messages(OptionalEmail, 'a@')).toEqual(['emailFormat'])
  })

  it('takes letters of any script and spaces as a bank account name', () => {
    expect(v.parse(BankAccountName, ' Nguyễn Văn An ')).toBe('Nguyễn Văn An')
    expect(messages(BankAccountName, 'Player 1')).toEqual(['bankAccountNameFormat'])
  })

  it('takes only digits as a bank account number', () => {
    expect(v.parse(BankAccountNumber, '0012345678')).toBe('0012345678')
    expect(messages(BankAccountNumber, '0012-3456')).toEqual(['bankAccountNumberFormat'])
  })

  it('treats a missing referral code as none', () => {
    expect(v.parse(ReferralCode, undefined)).toBe('')
    expect(messages(ReferralCode, 'bad code!')).toEqual(['referralCodeFormat'])
  })
})

describe('pages of a list', () => {
  it('keeps the rows a page skips within a database integer', () => {
    const largestPageSize = v.parse(PageSize, 100)
    expect((maxPage - 1) * largestPageSize).toBeLessThanOrEqual(2 ** 31 - 1)
    expect(v.parse(Page, maxPage)).toBe(maxPage)
    expect(v.safeParse(Page, maxPage + 1).success).toBe(false)
    expect(v.safeParse(Page, 21_474_838).success).toBe(false)
  })
})
