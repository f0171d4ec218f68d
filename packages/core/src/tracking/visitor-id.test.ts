import { describe, expect, it } from 'vitest'
import { rememberVisitorId, visitorStorageKey } from './visitor-id.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe('rememberVisitorId', () => {
  it('makes a random id on first need and keeps it for every later sign-up', () => {
    const storage = memoryStorage()
    const first = rememberVisitorId(storage)
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(storage.items.get(visitorStorageKey)).toBe(first)
    expect(rememberVisitorId(storage)).toBe(first)
  })

  it('gives two browsers two ids', () => {
    expect(rememberVisitorId(memoryStorage())).not.toBe(rememberVisitorId(memoryStorage()))
  })

  it('still answers an id when storage is missing or refuses it', () => {
    expect(rememberVisitorId(null, () => 'made-now')).toBe('made-now')
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(rememberVisitorId(refusing, () => 'made-now')).toBe('made-now')
  })

  it('replaces a stored value that is blank', () => {
    const storage = memoryStorage({ [visitorStorageKey]: '   ' })
    expect(rememberVisitorId(storage, () => 'fresh')).toBe('fresh')
    expect(storage.items.get(visitorStorageKey)).toBe('fresh')
  })
})
