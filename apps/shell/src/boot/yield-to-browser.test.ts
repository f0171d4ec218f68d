import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from './yield-to-browser.ts'

describe('yielding to the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('resumes only after the task it was called in, and the tasks queued before it, are done', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    setTimeout(() => order.push('task queued before'), 0)
    const resumed = yieldToBrowser().then(() => order.push('resumed'))
    await Promise.resolve()
    order.push('rest of the task')
    await resumed
    expect(order).toEqual(['rest of the task', 'task queued before', 'resumed'])
  })

  it("uses the browser's prioritized yield where it has one", async () => {
    const prioritized = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: prioritized })
    await yieldToBrowser()
    expect(prioritized).toHaveBeenCalledOnce()
  })
})
