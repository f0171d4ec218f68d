import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrations.ts'
import { throttleSettings, waitAfter } from './throttle-rules.ts'
import { throttleStore } from './throttle-store.ts'

describe('waitAfter', () => {
  const rule = { free: 3, gap: 0, wait: 2, maxWait: 30, window: 3600 }

  it('lets the free attempts through, then doubles the wait up to its cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((hits) => waitAfter(hits, rule))).toEqual([
      0, 0, 2, 4, 8, 16, 30,
    ])
  })

  it('keeps the gap between free attempts, as a resend delay does', () => {
    const quota = { free: 5, gap: 60, wait: 3600, maxWait: 3600, window: 3600 }
    expect([1, 4, 5, 9].map((hits) => waitAfter(hits, quota))).toEqual([60, 60, 3600, 3600])
  })
})

describe('throttleSettings', () => {
  it('merges overrides field by field and refuses nonsense', () => {
    const settings = throttleSettings({ signUpSource: { free: 500 } })
    expect(settings.signUpSource).toMatchObject({ free: 500, window: 3600 })
    expect(() => throttleSettings({ signUpSource: { free: 0 } })).toThrow()
  })
})

describe.each(testBackends)('throttle counters on $name', (backend) => {
  let db: Database
  const settings = throttleSettings({
    signInPair: { free: 3, gap: 0, wait: 2, maxWait: 30, window: 600 },
    signInSource: { free: 2, gap: 0, wait: 10, maxWait: 10, window: 600 },
  })
  let store: ReturnType<typeof throttleStore>
  const t0 = new Date('2026-11-25T12:00:00Z')
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

  beforeAll(async () => {
    db = await backend.open()
    await migrate(db)
    store = throttleStore(db, settings)
  }, 60_000)
  afterAll(() => db.close())

  it('refuses with the time left once the free attempts are spent, and starts over after the window', async () => {
    const key = [{ name: 'signInPair' as const, key: 'window' }]
    expect(await store.reserve(key, at(0))).toEqual({ allowed: true })
    expect(await store.reserve(key, at(0))).toEqual({ allowed: true })
    expect(await store.reserve(key, at(0))).toEqual({ allowed: true })
    expect(await store.reserve(key, at(1))).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect(await store.reserve(key, at(2))).toEqual({ allowed: true })
    expect(await store.reserve(key, at(3))).toEqual({ allowed: false, retryAfterSeconds: 3 })
    expect(await store.reserve(key, at(600))).toEqual({ allowed: true })
    expect(await store.reserve(key, at(600))).toEqual({ allowed: true })
  })

  it('takes an attempt from every key or from none', async () => {
    const pair = { name: 'signInPair' as const, key: 'all-or-none' }
    const source = { name: 'signInSource' as const, key: 'all-or-none' }
    await store.reserve([source], at(0))
    await store.reserve([source], at(0))
    // The source is spent; the pair must not be charged for an attempt that never happened.
    expect((await store.reserve([pair, source], at(1))).allowed).toBe(false)
    const [row] = await db.query<{ hits: number }>(
      `select hits from throttle_counters where scope = 'signInPair' and key = 'all-or-none'`,
    )
    expect(row?.hits ?? 0).toBe(0)
  })

  it('forgives and refunds', async () => {
    const key = [{ name: 'signInPair' as const, key: 'forgive' }]
    for (let i = 0; i < 3; i++) await store.reserve(key, at(0))
    expect((await store.reserve(key, at(0))).allowed).toBe(false)
    await store.refund(key, at(0))
    expect((await store.reserve(key, at(0))).allowed).toBe(true)
    await store.forgive(key)
    for (let i = 0; i < 3; i++) expect((await store.reserve(key, at(0))).allowed).toBe(true)
  })

  it('counts a burst sent at once: 100 attempts together get exactly the free ones', async () => {
    const key = [{ name: 'signInPair' as const, key: 'burst' }]
    const answers = await Promise.all(Array.from({ length: 100 }, () => store.reserve(key, at(0))))
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(settings.signInPair.free)
  })

  it('prunes counters whose window and wait are over', async () => {
    await store.reserve([{ name: 'signInSource', key: 'old' }], at(0))
    expect(await store.prune(at(601))).toBeGreaterThan(0)
    const rows = await db.query(`select 1 from throttle_counters where key = 'old'`)
    expect(rows).toHaveLength(0)
  })
})
