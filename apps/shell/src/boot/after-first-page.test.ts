import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPage, type ResolvedEvents } from './after-first-page.ts'

/** A router whose first page renders when the test says so. */
function fakeRouter() {
  const listeners = new Set<() => void>()
  const router: ResolvedEvents = {
    subscribe: (_event, listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const render = () => {
    for (const listener of [...listeners]) listener()
  }
  return { router, render, listeners }
}

describe('afterFirstPage', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }),
  )
  afterEach(() => vi.useRealTimers())

  it('waits for the first page to render and paint, then works once', async () => {
    const { router, render, listeners } = fakeRouter()
    const work = vi.fn()
    afterFirstPage(router, work)
    // The shell's pending frame paints, the page's chunk is still on its way: nothing starts.
    await vi.advanceTimersByTimeAsync(500)
    expect(work).not.toHaveBeenCalled()
    render()
    expect(work).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(50)
    expect(work).toHaveBeenCalledTimes(1)
    expect(listeners.size).toBe(0)
    render()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('starts all the same when the page never renders', async () => {
    const { router } = fakeRouter()
    const work = vi.fn()
    afterFirstPage(router, work, 3_000)
    await vi.advanceTimersByTimeAsync(2_900)
    expect(work).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
