import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint.ts'

/** A browser that reports paints, when the test says they happen. */
function paintingBrowser() {
  const observers: ((names: string[]) => void)[] = []
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource']
    constructor(callback: PerformanceObserverCallback) {
      observers.push((names) =>
        callback(
          { getEntriesByName: (name: string) => names.filter((n) => n === name) } as never,
          this as never,
        ),
      )
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
  return {
    paint: (...names: string[]) => {
      for (const report of observers) report(names)
    },
  }
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the first contentful paint, not the first paint or a frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    const browser = paintingBrowser()
    const work = vi.fn()
    afterFirstPaint(work)
    await vi.advanceTimersByTimeAsync(100)
    browser.paint('first-paint')
    await vi.advanceTimersByTimeAsync(100)
    expect(work).not.toHaveBeenCalled()
    browser.paint('first-contentful-paint')
    await vi.advanceTimersByTimeAsync(1)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('waits for a frame where the browser reports no paints', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    vi.stubGlobal('PerformanceObserver', undefined)
    const work = vi.fn()
    afterFirstPaint(work)
    expect(work).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(50)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
