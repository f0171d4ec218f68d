import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../demo-data/seeded-random.ts'
import { demoAccountId } from './demo-account-id.ts'

describe('demo account ids', () => {
  it('follow the platform format', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(demoAccountId(seededRandom(seed))).toMatch(/^[a-z0-9_]{4,20}$/)
      }),
    )
  })
})
