import { describe, expect, it } from 'vitest'
import { maskAccountId } from './mask-account-id.ts'

describe('maskAccountId', () => {
  it('keeps the first two and last two characters', () => {
    expect(maskAccountId('jonas42')).toBe('jo***42')
  })

  it('keeps only the first character of a short id, so little of it is given away', () => {
    expect(maskAccountId('abcd')).toBe('a***')
  })
})
