// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla'
import { atomWithStorage } from 'jotai/vanilla/utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { keptJsonStorage } from './kept-json-storage.ts'

const key = 'parlor:test:kept'

describe('keptJsonStorage', () => {
  beforeEach(() => localStorage.clear())

  it('gives back the value it wrote, not a copy, while the stored text is unchanged', () => {
    const storage = keptJsonStorage<{ menu: string[] }>()
    const value = { menu: ['slots'] }
    storage.setItem(key, value)
    expect(localStorage.getItem(key)).toBe('{"menu":["slots"]}')
    expect(storage.getItem(key, { menu: [] })).toBe(value)
  })

  it('reads what another tab wrote since', () => {
    const storage = keptJsonStorage<{ menu: string[] }>()
    storage.setItem(key, { menu: ['slots'] })
    localStorage.setItem(key, '{"menu":["poker"]}')
    expect(storage.getItem(key, { menu: [] })).toEqual({ menu: ['poker'] })
    storage.removeItem(key)
    expect(storage.getItem(key, { menu: [] })).toEqual({ menu: [] })
  })

  it('lets an atom’s first reader mount without replacing the value by a copy', () => {
    // jotai's atomWithStorage reads its key again when the first reader subscribes, and sets
    // what it reads: every reader would draw again.
    const atom = atomWithStorage(key, { menu: [] as string[] }, keptJsonStorage(), {
      getOnInit: true,
    })
    const store = createStore()
    const value = { menu: ['slots', 'casino'] }
    store.set(atom, value)
    let notified = 0
    const unsubscribe = store.sub(atom, () => {
      notified += 1
    })
    expect(store.get(atom)).toBe(value)
    expect(notified).toBe(0)
    unsubscribe()
  })
})
