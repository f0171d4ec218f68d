import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type BuildInfo,
  buildCheckIntervalMs,
  buildMetaUrl,
  isNewerBuild,
  latestBuildUrl,
  watchForNewBuild,
} from './build-check.ts'

const current: BuildInfo = { id: 'build-a', timestamp: 1_000 }
const newer: BuildInfo = { id: 'build-b', timestamp: 2_000 }

describe('build addresses', () => {
  it('asks for the latest build with a timestamp, so no cache answers', () => {
    expect(latestBuildUrl(1_700_000_000_000)).toBe('/builds/latest.json?t=1700000000000')
  })

  it("encodes a build's id into its manifest address", () => {
    expect(buildMetaUrl('4f2c-9a')).toBe('/builds/meta/4f2c-9a.json')
    expect(buildMetaUrl('../a b')).toBe('/builds/meta/..%2Fa%20b.json')
  })
})

describe('isNewerBuild', () => {
  it('is true for another build made later', () => {
    expect(isNewerBuild(current, newer)).toBe(true)
  })

  it.each([
    ['the same build', current],
    ['the same id with a later time', { id: 'build-a', timestamp: 2_000 }],
    ['an older build (a rollback)', { id: 'build-z', timestamp: 500 }],
    ['a build from the same moment', { id: 'build-z', timestamp: 1_000 }],
    ['an empty id', { id: '', timestamp: 2_000 }],
    ['a timestamp as text', { id: 'build-b', timestamp: '2000' }],
    ['an error page', '<html>502</html>'],
    ['nothing', null],
  ])('is false for %s', (_, latest) => {
    expect(isNewerBuild(current, latest)).toBe(false)
  })
})

describe('watchForNewBuild', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('checks once an hour, not at once', async () => {
    const fetchLatest = vi.fn(async () => current)
    watchForNewBuild({ current, fetchLatest, onNewBuild: () => {}, now: () => 42 })
    await vi.advanceTimersByTimeAsync(buildCheckIntervalMs - 1)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledWith('/builds/latest.json?t=42')
    await vi.advanceTimersByTimeAsync(buildCheckIntervalMs)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
  })

  it('reports a newer build once, then stops checking', async () => {
    const answers = [current, newer]
    const fetchLatest = vi.fn(async () => answers.shift() ?? newer)
    const onNewBuild = vi.fn()
    watchForNewBuild({ current, fetchLatest, onNewBuild, intervalMs: 1_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(onNewBuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
  })

  it('shrugs off a failed check and tries again at the next interval', async () => {
    const fetchLatest = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(newer)
    const onNewBuild = vi.fn()
    watchForNewBuild({ current, fetchLatest, onNewBuild, intervalMs: 1_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(onNewBuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
  })

  it('does not start a second check while one is still waiting for an answer', async () => {
    const fetchLatest = vi.fn(() => new Promise<unknown>(() => {}))
    watchForNewBuild({ current, fetchLatest, onNewBuild: () => {}, intervalMs: 1_000 })
    await vi.advanceTimersByTimeAsync(3_000)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
  })

  it('checks nothing more once stopped, even an answer already on its way', async () => {
    let answer: (value: unknown) => void = () => {}
    const fetchLatest = vi.fn(() => new Promise<unknown>((resolve) => (answer = resolve)))
    const onNewBuild = vi.fn()
    const stop = watchForNewBuild({ current, fetchLatest, onNewBuild, intervalMs: 1_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    stop()
    answer(newer)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    expect(onNewBuild).not.toHaveBeenCalled()
  })

  it('uses the timer functions it is given', () => {
    const setInterval = vi.fn(() => 7) as unknown as typeof globalThis.setInterval
    const clearInterval = vi.fn()
    const stop = watchForNewBuild({
      current,
      fetchLatest: async () => current,
      onNewBuild: () => {},
      setInterval,
      clearInterval,
    })
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), buildCheckIntervalMs)
    stop()
    expect(clearInterval).toHaveBeenCalledWith(7)
  })
})
