import { describe, expect, it } from 'vitest'
import { returnPath } from './return-path.ts'

describe('returnPath', () => {
  it('follows a path of this site only', () => {
    expect(returnPath('/withdrawal', '/bank-details')).toBe('/withdrawal')
    expect(returnPath('/withdrawal?page=2', '/bank-details')).toBe('/withdrawal?page=2')
    for (const elsewhere of ['//evil.example', '/\\evil.example', 'https://evil.example', '', 7]) {
      expect(returnPath(elsewhere, '/bank-details')).toBe('/bank-details')
    }
  })
})
