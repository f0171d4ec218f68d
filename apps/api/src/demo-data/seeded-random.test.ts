import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hashString, seededRandom } from './seeded-random.ts'

const draw = (seed: string) => {
  const random = seededRandom(seed)
  return Array.from({ length: 5 }, () => random.next())
}

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and not for a neighbouring one', () => {
    expect(draw('site-1')).toEqual(draw('site-1'))
    expect(draw('site-1')).not.toEqual(draw('site-2'))
  })

  it('draws integers within both ends, ends included', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -50, max: 50 }),
        fc.nat(20),
        (seed, min, width) => {
          const random = seededRandom(seed)
          for (let i = 0; i < 20; i++) {
            const value = random.int(min, min + width)
            expect(Number.isInteger(value)).toBe(true)
            expect(value).toBeGreaterThanOrEqual(min)
            expect(value).toBeLessThanOrEqual(min + width)
          }
        },
      ),
    )
  })

  it('samples different items, as many as asked while there are enough', () => {
    const random = seededRandom('teams')
    const picked = random.sample(['a', 'b', 'c', 'd'], 3)
    expect(new Set(picked).size).toBe(3)
    expect(random.sample(['a', 'b'], 5)).toHaveLength(2)
  })

  it('refuses to pick from nothing', () => {
    expect(() => seededRandom('x').pick([])).toThrow()
  })

  it('hashes texts that share a prefix far apart', () => {
    expect(hashString('JILI/40')).toBe(hashString('JILI/40'))
    expect(Math.abs(hashString('JILI/40') - hashString('JILI/41'))).toBeGreaterThan(2 ** 16)
  })
})
