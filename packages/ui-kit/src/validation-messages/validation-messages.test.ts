import { setupI18n } from '@lingui/core'
import { calls, statusMessage } from '@parlor/contract'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { translateValidation } from './translate-validation.ts'
import { validationMessages } from './validation-messages.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

/**
 * Values that break some rule of most fields: missing, empty, blank, malformed, too long, a
 * control character, wrong type.
 */
const junk: unknown[] = [
  undefined,
  '',
  ' ',
  '!',
  'A',
  'x'.repeat(300),
  'a\u0000',
  -1,
  0,
  1.5,
  null,
  true,
]

function entriesOf(schema: unknown): Record<string, unknown> {
  const s = schema as { entries?: Record<string, unknown>; pipe?: unknown[] }
  return s.entries ?? (s.pipe ? entriesOf(s.pipe[0]) : {})
}

/** Every letters-only message the contract's request schemas produce for junk input. */
function contractKeys(): Set<string> {
  const keys = new Set<string>()
  for (const call of Object.values(calls)) {
    const fields = Object.keys(entriesOf(call.request))
    for (const value of junk) {
      const input = Object.fromEntries(fields.map((field) => [field, value]))
      const result = v.safeParse(call.request, input, { abortEarly: false })
      for (const issue of result.issues ?? []) {
        if (/^[A-Za-z]+$/.test(issue.message)) keys.add(issue.message)
      }
    }
  }
  return keys
}

describe('validationMessages', () => {
  it('has an English sentence for every key the contract validates with', () => {
    const keys = [...contractKeys()]
    expect(keys.length).toBeGreaterThan(20)
    expect(keys.filter((key) => !Object.hasOwn(validationMessages, key))).toEqual([])
  })

  it('covers the server answers that name a field', () => {
    const fieldLevel = [
      statusMessage.accountExists,
      statusMessage.invalidTac,
      statusMessage.tacExpired,
      statusMessage.invalidCredentials,
      statusMessage.insufficientBalance,
      statusMessage.bonusTurnoverPending,
      statusMessage.amountBelowMinimum,
      statusMessage.amountAboveMaximum,
    ]
    for (const key of fieldLevel) expect(validationMessages).toHaveProperty(key)
  })

  it('uses each key as its own id', () => {
    for (const [key, descriptor] of Object.entries(validationMessages)) {
      expect(descriptor.id).toBe(key)
      expect(descriptor.message).toMatch(/^[A-Z].*\.$/)
    }
  })
})

describe('translateValidation', () => {
  it('reads a known key as its sentence', () => {
    expect(translateValidation(i18n, 'accountIdFormat')).toBe(
      'Use 4 to 20 lower-case letters, digits or underscores.',
    )
  })

  it('prefers the catalog', () => {
    const fil = setupI18n({ locale: 'fil', messages: { fil: { tacFormat: 'Anim na numero.' } } })
    expect(translateValidation(fil, 'tacFormat')).toBe('Anim na numero.')
  })

  it('puts an unknown key into words', () => {
    expect(translateValidation(i18n, 'bonusNotActive')).toBe('Bonus not active')
  })

  it('shows a sentence as it is and never shows nothing', () => {
    expect(translateValidation(i18n, 'Pick a date after today')).toBe('Pick a date after today')
    expect(translateValidation(i18n, '')).toBe('Check this field.')
  })
})
