import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  deviceRecheckDelayMs,
  resizeDebounceMs,
  type WatchViewportOptions,
  watchViewport,
} from './watch-viewport.ts'

/**
 * A window whose width the test sets. Its media query lists match `(min-width: Npx)` against the
 * width, and fire `change` when that flips, as a browser's do; `resize` fires only when the test
 * says so.
 */
function fakeWindow(initialWidth: number) {
  let width = initialWidth
  const queryLists: {
    minWidth: number
    last: boolean
    listeners: Set<() => void>
  }[] = []
  const resizeListeners = new Set<() => void>()

  const win = {
    get innerWidth() {
      return Math.round(width)
    },
    matchMedia(query: string) {
      const minWidth = Number(/\(min-width: (\d+)px\)/.exec(query)?.[1])
      const entry = { minWidth, last: width >= minWidth, listeners: new Set<() => void>() }
      queryLists.push(entry)
      return {
        media: query,
        get matches() {
          return width >= minWidth
        },
        addEventListener: (_: 'change', listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_: 'change', listener: () => void) =>
          entry.listeners.delete(listener),
      } as unknown as MediaQueryList
    },
    addEventListener(type: string, listener: () => void) {
      if (type === 'resize') resizeListeners.add(listener)
    },
    removeEventListener(type: string, listener: () => void) {
      if (type === 'resize') resizeListeners.delete(listener)
    },
    setTimeout: ((callback: () => void, ms: number) =>
      globalThis.setTimeout(callback, ms)) as unknown as Window['setTimeout'],
    clearTimeout: ((id: number) => globalThis.clearTimeout(id)) as Window['clearTimeout'],
  }

  return {
    // Listeners here take no event; the code under test passes none it relies on.
    window: win as unknown as WatchViewportOptions['window'],
    /** The viewport changes size: media queries that flip say so at once. */
    resizeTo(next: number, { fireQueries = true } = {}) {
      width = next
      if (!fireQueries) return
      for (const entry of queryLists) {
        const matches = width >= entry.minWidth
        if (matches === entry.last) continue
        entry.last = matches
        for (const listener of entry.listeners) listener()
      }
    },
    fireResize() {
      for (const listener of resizeListeners) listener()
    },
    listenerCount() {
      return resizeListeners.size + queryLists.reduce((sum, entry) => sum + entry.listeners.size, 0)
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('watchViewport', () => {
  it('reports the breakpoint at once', () => {
    const fake = fakeWindow(800)
    const onBreakpoint = vi.fn()
    watchViewport({ window: fake.window, onBreakpoint })
    expect(onBreakpoint).toHaveBeenCalledExactlyOnceWith('tablet')
  })

  it("uses the theme's custom breakpoint", () => {
    const fake = fakeWindow(1000)
    const onBreakpoint = vi.fn()
    watchViewport({
      window: fake.window,
      custom: { name: 'template4Custom', px: 999 },
      onBreakpoint,
    })
    expect(onBreakpoint).toHaveBeenCalledWith('template4Custom')
  })

  it('is mobile below every breakpoint', () => {
    const onBreakpoint = vi.fn()
    watchViewport({ window: fakeWindow(280).window, onBreakpoint })
    expect(onBreakpoint).toHaveBeenCalledWith('mobile')
  })

  it('reports a new breakpoint as soon as a media query flips', () => {
    const fake = fakeWindow(800)
    const onBreakpoint = vi.fn()
    watchViewport({ window: fake.window, onBreakpoint })
    fake.resizeTo(1300)
    expect(onBreakpoint).toHaveBeenLastCalledWith('desktopMedium')
    fake.resizeTo(400)
    expect(onBreakpoint).toHaveBeenLastCalledWith('mobileMedium')
    expect(onBreakpoint.mock.calls.map(([name]) => name)).toEqual([
      'tablet',
      'desktopMedium',
      'mobileMedium',
    ])
  })

  it('follows the media queries where a zoomed width rounds across a breakpoint', () => {
    // 767.5 CSS pixels: innerWidth says 768, but (min-width: 768px) does not match.
    const onBreakpoint = vi.fn()
    watchViewport({ window: fakeWindow(767.5).window, onBreakpoint })
    expect(onBreakpoint).toHaveBeenCalledWith('mobileWide')
  })

  it('re-reads the breakpoint 500 ms after resizing stops, reporting only a change', () => {
    const fake = fakeWindow(800)
    const onBreakpoint = vi.fn()
    watchViewport({ window: fake.window, onBreakpoint })
    // The query's change event was missed (a background tab); the resize catches it.
    fake.resizeTo(1100, { fireQueries: false })
    fake.fireResize()
    vi.advanceTimersByTime(300)
    fake.fireResize()
    vi.advanceTimersByTime(resizeDebounceMs - 1)
    expect(onBreakpoint).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(onBreakpoint).toHaveBeenLastCalledWith('desktop')
    expect(onBreakpoint).toHaveBeenCalledTimes(2)

    fake.fireResize()
    vi.advanceTimersByTime(resizeDebounceMs)
    expect(onBreakpoint).toHaveBeenCalledTimes(2)
  })

  it('re-checks the device 50 ms after the debounced resize', () => {
    const fake = fakeWindow(800)
    const onResize = vi.fn()
    watchViewport({ window: fake.window, onBreakpoint: () => {}, onResize })
    fake.fireResize()
    fake.fireResize()
    vi.advanceTimersByTime(resizeDebounceMs + deviceRecheckDelayMs - 1)
    expect(onResize).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onResize).toHaveBeenCalledTimes(1)
  })

  it('stops listening and drops pending work when stopped', () => {
    const fake = fakeWindow(800)
    const onBreakpoint = vi.fn()
    const onResize = vi.fn()
    const stop = watchViewport({ window: fake.window, onBreakpoint, onResize })
    expect(fake.listenerCount()).toBeGreaterThan(0)
    fake.fireResize()
    stop()
    expect(fake.listenerCount()).toBe(0)
    fake.resizeTo(1300)
    vi.advanceTimersByTime(10_000)
    expect(onBreakpoint).toHaveBeenCalledTimes(1)
    expect(onResize).not.toHaveBeenCalled()
  })

  it('drops the pending device re-check when stopped in between', () => {
    const fake = fakeWindow(800)
    const onResize = vi.fn()
    const stop = watchViewport({ window: fake.window, onBreakpoint: () => {}, onResize })
    fake.fireResize()
    vi.advanceTimersByTime(resizeDebounceMs)
    stop()
    vi.advanceTimersByTime(deviceRecheckDelayMs)
    expect(onResize).not.toHaveBeenCalled()
  })
})
