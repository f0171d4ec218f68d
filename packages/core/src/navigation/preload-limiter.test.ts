import { describe, expect, it } from 'vitest'
import {
  type ConnectionHints,
  createPreloadLimiter,
  maxPendingPreloads,
  shouldSkipPreload,
} from './preload-limiter.ts'

/** A preload the test finishes by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('shouldSkipPreload', () => {
  it.each([
    [{ saveData: true }, true],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '4g', saveData: false }, false],
    [{}, false],
    [undefined, false],
  ] as [ConnectionHints | undefined, boolean][])('%o → %s', (connection, skip) => {
    expect(shouldSkipPreload(connection)).toBe(skip)
  })
})

describe('createPreloadLimiter', () => {
  it('runs at most four preloads at once; the rest wait and start in order', async () => {
    const limiter = createPreloadLimiter()
    const tasks = Array.from({ length: 6 }, () => deferred<string>())
    const started: number[] = []
    const results = tasks.map((task, i) =>
      limiter.run(() => {
        started.push(i)
        return task.promise
      }),
    )
    expect(maxPendingPreloads).toBe(4)
    expect(started).toEqual([0, 1, 2, 3])
    expect(limiter.pending).toBe(6)

    tasks[2]?.resolve('two')
    await expect(results[2]).resolves.toBe('two')
    await settle()
    expect(started).toEqual([0, 1, 2, 3, 4])
    expect(limiter.pending).toBe(5)

    for (const task of tasks) task.resolve('done')
    await Promise.all(results)
    await settle()
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(limiter.pending).toBe(0)
  })

  it("hands a failed preload's error to its caller and frees its slot", async () => {
    const limiter = createPreloadLimiter({ max: 1 })
    const first = deferred<string>()
    const failing = limiter.run(() => first.promise)
    const next = limiter.run(async () => 'next')
    first.reject(new Error('chunk failed'))
    await expect(failing).rejects.toThrow('chunk failed')
    await expect(next).resolves.toBe('next')
  })

  it('treats a preload that throws before returning a promise as a failure', async () => {
    const limiter = createPreloadLimiter({ max: 1 })
    const throwing = limiter.run((): Promise<string> => {
      throw new Error('no such route')
    })
    await expect(throwing).rejects.toThrow('no such route')
    await expect(limiter.run(async () => 'after')).resolves.toBe('after')
  })

  it('skips preloads on data-saver without running them', async () => {
    const limiter = createPreloadLimiter({ connection: () => ({ saveData: true }) })
    let ran = false
    await expect(
      limiter.run(async () => {
        ran = true
        return 'chunk'
      }),
    ).resolves.toBeUndefined()
    expect(ran).toBe(false)
    expect(limiter.pending).toBe(0)
  })

  it('skips a waiting preload when the connection has turned slow by its turn', async () => {
    let connection: ConnectionHints = { effectiveType: '4g' }
    const limiter = createPreloadLimiter({ max: 1, connection: () => connection })
    const first = deferred<string>()
    let secondRan = false
    const firstResult = limiter.run(() => first.promise)
    const secondResult = limiter.run(async () => {
      secondRan = true
      return 'second'
    })
    connection = { effectiveType: '2g' }
    first.resolve('first')
    await expect(firstResult).resolves.toBe('first')
    await expect(secondResult).resolves.toBeUndefined()
    expect(secondRan).toBe(false)
  })

  it('refuses a limit that leaves no room', () => {
    expect(() => createPreloadLimiter({ max: 0 })).toThrow(RangeError)
    expect(() => createPreloadLimiter({ max: Number.NaN })).toThrow(RangeError)
  })
})
