import { describe, expect, it } from 'vitest'
import { appsflyerStorageKey, rememberAppsflyerId } from './appsflyer-id.ts'

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
  }
}

describe('rememberAppsflyerId', () => {
  it('saves the id from the address when none is saved, and answers it', () => {
    const storage = fakeStorage()
    expect(rememberAppsflyerId('?appsflyer_id=af-123&utm_source=x', storage)).toBe('af-123')
    expect(storage.items.get(appsflyerStorageKey)).toBe('af-123')
  })

  it('keeps the id saved first: the first campaign keeps the credit', () => {
    const storage = fakeStorage({ [appsflyerStorageKey]: 'af-first' })
    expect(rememberAppsflyerId('?appsflyer_id=af-second', storage)).toBe('af-first')
    expect(storage.items.get(appsflyerStorageKey)).toBe('af-first')
  })

  it('answers the saved id on a visit without one in the address', () => {
    const storage = fakeStorage({ [appsflyerStorageKey]: 'af-first' })
    expect(rememberAppsflyerId('', storage)).toBe('af-first')
  })

  it('answers nothing and saves nothing without any id', () => {
    const storage = fakeStorage()
    expect(rememberAppsflyerId('?utm_source=x', storage)).toBe('')
    expect(rememberAppsflyerId('?appsflyer_id=%20%20', storage)).toBe('')
    expect(storage.items.size).toBe(0)
  })

  it('trims the id and caps it at 256 characters', () => {
    const storage = fakeStorage()
    expect(rememberAppsflyerId('?appsflyer_id=+af-1+', storage)).toBe('af-1')
    const long = rememberAppsflyerId(`appsflyer_id=${'a'.repeat(400)}`, fakeStorage())
    expect(long).toBe('a'.repeat(256))
  })

  it("still answers the address's id when there is no storage or it refuses", () => {
    expect(rememberAppsflyerId('?appsflyer_id=af-1', null)).toBe('af-1')
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(rememberAppsflyerId('?appsflyer_id=af-1', refusing)).toBe('af-1')
  })
})
