import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AccountId,
  AuthToken,
  BankAccountName,
  BankAccountNumber,
  BankCode,
  DomainName,
  Email,
  ExternalId,
  FullName,
  GameCode,
  IsoDate,
  ListFilter,
  Money,
  maxPage,
  NonNegativeMoney,
  OptionalEmail,
  Page,
  PageName,
  PageSize,
  Password,
  Phone,
  PositiveMoney,
  ProviderCode,
  RecordId,
  ReferralCode,
  SearchText,
  Tac,
  TrackingId,
  text,
  WebAddress,
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

/** Every text field of fields.ts, with a value it takes, to put a bad character into. */
const textFields: readonly (readonly [string, v.GenericSchema, string])[] = [
  ['AccountId', AccountId, 'player_one'],
  ['Password', Password, 'correct horse'],
  ['AuthToken', AuthToken, 'session-token'],
  ['DomainName', DomainName, 'template1.localhost'],
  ['ExternalId', ExternalId, 'site-1'],
  ['Phone', Phone, '+639171234567'],
  ['Email', Email, 'a@example.com'],
  ['OptionalEmail', OptionalEmail, 'a@example.com'],
  ['FullName', FullName, 'Juan Dela Cruz'],
  ['Tac', Tac, '123456'],
  ['GameCode', GameCode, 'slot-1'],
  ['ProviderCode', ProviderCode, 'JILI'],
  ['BankCode', BankCode, 'GCASH'],
  ['BankAccountName', BankAccountName, 'Juan Dela Cruz'],
  ['BankAccountNumber', BankAccountNumber, '1234567890'],
  ['ReferralCode', ReferralCode, 'FRIEND1'],
  ['TrackingId', TrackingId, 'fb.1.123.456'],
  ['SearchText', SearchText, 'gold'],
  ['ListFilter', ListFilter, 'JILI'],
  ['PageName', PageName, 'home'],
]

/** The C0 controls, DEL and the C1 controls: `\p{Cc}`, every one of them. */
const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, code) => 0x7f + code),
].map((code) => String.fromCharCode(code))

const loneSurrogates = ['\ud800', '\udbff', '\udc00', '\udfff']

describe('text fields', () => {
  it.each(textFields)('%s takes its plain value', (_, schema, plain) => {
    expect(messages(schema, plain)).toEqual([])
  })

  it.each(textFields)(
    '%s refuses every control character and lone surrogate, wherever it is',
    (_, schema, plain) => {
      for (const bad of [...controls, ...loneSurrogates]) {
        for (const value of [`${plain}${bad}`, `${bad}${plain}`, `${plain.slice(0, 2)}${bad}`]) {
          // First: a rule checked after it (Password's length) may add its own.
          expect([JSON.stringify(value), messages(schema, value)[0]]).toEqual([
            JSON.stringify(value),
            'textControlCharacters',
          ])
        }
      }
    },
  )

  it('keeps letters of every script, emoji as whole surrogate pairs, and inner spaces', () => {
    const Free = text()
    for (const value of [
      'Nguyễn Văn An',
      '阿森纳',
      'Мөнх',
      'नेपाल',
      'ျမန္မာ',
      '🎰 big win 🍀',
      '\u00a0',
    ]) {
      expect(messages(Free, value)).toEqual([])
    }
  })

  it('refuses any string holding a control character or a lone surrogate, and only those', () => {
    const Free = text()
    const bad = fc.constantFrom(...controls, ...loneSurrogates)
    fc.assert(
      fc.property(fc.string(), bad, fc.string(), (before, character, after) => {
        expect(messages(Free, `${before}${character}${after}`)).toEqual(['textControlCharacters'])
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const clean = !/[\p{Cc}\p{Cs}]/u.test(value)
        expect(v.is(Free, value)).toBe(clean)
      }),
    )
  })
})

describe('dates', () => {
  it.each([
    ['30 February', '2023-02-30T12:00:00Z'],
    ['29 February outside a leap year', '2023-02-29T00:00:00Z'],
    ['31 April', '2024-04-31T00:00:00Z'],
    ['month 13', '2024-13-01T00:00:00Z'],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['a year before 1970', '1969-12-31T23:59:59Z'],
    ['an offset beyond +14:00', '9999-12-31T23:59:59+23:59'],
    ['an offset beyond -14:00', '2024-01-01T00:00:00-14:01'],
    ['an offset that pushes the instant past 9999', '9999-12-31T23:59:59-14:00'],
    ['a day without a time', '2024-01-01'],
    ['hour 24', '2024-01-01T24:00:00Z'],
    ['a leap second', '2016-12-31T23:59:60Z'],
    ['not a date', 'yesterday'],
    ['a number', 1_700_000_000_000],
  ])('refuses %s', (_, value) => {
    expect(messages(IsoDate, value)).toEqual(['dateInvalid'])
  })

  it.each([
    '2024-02-29T00:00:00Z',
    '1970-01-01T00:00:00.000Z',
    '1969-12-31T23:00:00-01:00',
    '9999-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59+14:00',
    '2025-05-01T00:00:00.000+08:00',
    '2025-05-01T00:00:00+0545',
    '2025-05-01 00:00:00 +08',
    '2025-05-01T00:00:00.123456789Z',
  ])('takes %s', (value) => {
    expect(messages(IsoDate, value)).toEqual([])
  })

  it('takes every instant from 1970 to 9999 as JavaScript writes it', () => {
    const instants = fc.date({
      min: new Date('1970-01-01T00:00:00.000Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(instants, (date) => {
        expect(messages(IsoDate, date.toISOString())).toEqual([])
      }),
    )
  })

  it('refuses every day past the end of its month', () => {
    const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
    const days = fc
      .record({
        year: fc.integer({ min: 1970, max: 9999 }),
        month: fc.integer({ min: 1, max: 12 }),
      })
      .filter(({ year, month }) => lastDay(year, month) < 31)
      .chain(({ year, month }) =>
        fc.integer({ min: lastDay(year, month) + 1, max: 31 }).map((day) => ({ year, month, day })),
      )
    const pad = (n: number) => String(n).padStart(2, '0')
    fc.assert(
      fc.property(days, ({ year, month, day }) => {
        expect(messages(IsoDate, `${year}-${pad(month)}-${day}T00:00:00Z`)).toEqual(['dateInvalid'])
      }),
    )
  })
})

describe('numbers', () => {
  /** What JSON.parse can make of a number: `1e400` becomes Infinity, `-0` stays negative zero. */
  const outOfRange = [-0, 1e308, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]

  it('refuses negative zero, huge numbers, infinities and NaN as ids, pages and amounts to move', () => {
    for (const schema of [RecordId, Page, PageSize, PositiveMoney]) {
      for (const value of outOfRange) expect([value, v.is(schema, value)]).toEqual([value, false])
    }
  })

  it('refuses numbers past the largest safe integer and fractions as any whole number', () => {
    for (const schema of [RecordId, Page, PageSize, Money, PositiveMoney]) {
      for (const value of [2 ** 53, -(2 ** 53), 1.5, 1e21, '1', null]) {
        expect([value, v.is(schema, value)]).toEqual([value, false])
      }
    }
  })
})

describe('web addresses', () => {
  it('takes absolute http and https addresses', () => {
    for (const value of [
      'https://jili.example',
      'http://partner.example/path?q=1',
      'HTTPS://X.EXAMPLE',
    ]) {
      expect(v.is(WebAddress, value)).toBe(true)
    }
  })

  it('refuses any other scheme, disguised or not, and relative addresses', () => {
    for (const value of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'mailto:a@example.com',
      'ftp://files.example',
      '//evil.example',
      '/partners',
      '',
    ]) {
      expect([value, v.is(WebAddress, value)]).toEqual([value, false])
    }
  })
})
