import { describe, expect, it } from 'vitest'
import { createReloadGuard, reloadGuardKey, reloadGuardMs } from './reload-guard.ts'

/** A session storage of its own per test. */
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

/** A clock the test moves by hand. */
function clock(start = 1_700_000_000_000) {
  let time = start
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('createReloadGuard', () => {
  it('allows the first reload of a path and records it in session storage', () => {
    const storage = fakeStorage()
    const guard = createReloadGuard(storage, () => 5_000)
    expect(guard.mayReload('/slots')).toBe(true)
    expect(JSON.parse(storage.items.get(reloadGuardKey) ?? '')).toEqual({
      path: '/slots',
      at: 5_000,
    })
  })

  it('refuses the same path again within 10 seconds, and allows it from then on', () => {
    const time = clock()
    const guard = createReloadGuard(fakeStorage(), time.now)
    expect(guard.mayReload('/slots')).toBe(true)
    time.advance(reloadGuardMs - 1)
    expect(guard.mayReload('/slots')).toBe(false)
    time.advance(1)
    expect(guard.mayReload('/slots')).toBe(true)
  })

  it('stops a reload loop: the reloaded page sees the record its predecessor left', () => {
    const storage = fakeStorage()
    const time = clock()
    expect(createReloadGuard(storage, time.now).mayReload('/casino')).toBe(true)
    time.advance(2_000)
    // The page after the reload builds its own guard on the same tab's storage.
    expect(createReloadGuard(storage, time.now).mayReload('/casino')).toBe(false)
  })

  it('allows another path at once', () => {
    const time = clock()
    const guard = createReloadGuard(fakeStorage(), time.now)
    expect(guard.mayReload('/slots')).toBe(true)
    expect(guard.mayReload('/casino')).toBe(true)
  })

  it('does not count a refused reload as a new record', () => {
    const time = clock()
    const guard = createReloadGuard(fakeStorage(), time.now)
    guard.mayReload('/slots')
    time.advance(9_000)
    expect(guard.mayReload('/slots')).toBe(false)
    time.advance(1_000)
    // Ten seconds after the reload that happened, not after the one refused.
    expect(guard.mayReload('/slots')).toBe(true)
  })

  it.each([
    ['not JSON', 'not json'],
    ['another shape', '{"path":1,"at":"soon"}'],
    ['null', 'null'],
  ])('treats a stored value that is %s as no record', (_, stored) => {
    const guard = createReloadGuard(fakeStorage({ [reloadGuardKey]: stored }), () => 1)
    expect(guard.mayReload('/slots')).toBe(true)
  })

  it('treats storage that throws on reading as no record, and still guards this page', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    const guard = createReloadGuard(storage, () => 1)
    expect(guard.mayReload('/slots')).toBe(true)
    expect(guard.mayReload('/slots')).toBe(false)
  })

  it('guards in memory when the write is refused', () => {
    const storage = fakeStorage()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const guard = createReloadGuard(storage, () => 1)
    expect(guard.mayReload('/slots')).toBe(true)
    expect(guard.mayReload('/slots')).toBe(false)
  })

  it('keeps the record in memory without storage', () => {
    const time = clock()
    const guard = createReloadGuard(null, time.now)
    expect(guard.mayReload('/slots')).toBe(true)
    expect(guard.mayReload('/slots')).toBe(false)
    time.advance(reloadGuardMs)
    expect(guard.mayReload('/slots')).toBe(true)
  })

  it('does not let a record from the future (a clock set back) block the path', () => {
    const storage = fakeStorage({
      [reloadGuardKey]: JSON.stringify({ path: '/slots', at: 1_700_000_060_000 }),
    })
    expect(createReloadGuard(storage, () => 1_700_000_000_000).mayReload('/slots')).toBe(true)
  })

  it('uses the real clock by default', () => {
    const storage = fakeStorage()
    const before = Date.now()
    createReloadGuard(storage).mayReload('/')
    const { at } = JSON.parse(storage.items.get(reloadGuardKey) ?? '{}') as { at: number }
    expect(at).toBeGreaterThanOrEqual(before)
    expect(at).toBeLessThanOrEqual(Date.now())
  })
})
