import { afterEach, describe, expect, it, vi } from 'vitest'

const missingChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/** The modules afresh for each test: a planned reload is module state. */
async function freshModules() {
  vi.resetModules()
  const [failure, reload] = await Promise.all([
    import('./chunk-load-failure.ts'),
    import('./reload-on-navigation.ts'),
  ])
  return { ...failure, ...reload }
}

describe('guardChunk', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('passes a page module through untouched', async () => {
    const { guardChunk } = await freshModules()
    const page = { pageModule: true }
    await expect(guardChunk(() => Promise.resolve(page))()).resolves.toBe(page)
  })

  it('does not plan a reload while the server does not answer (a lost connection)', async () => {
    const { ChunkLoadFailure, guardChunk, isReloadPending } = await freshModules()
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(guardChunk(missingChunk)()).rejects.toBeInstanceOf(ChunkLoadFailure)
    expect(isReloadPending()).toBe(false)
  })

  it('treats a gateway failure as the server being down', async () => {
    const { ChunkLoadFailure, guardChunk, isReloadPending } = await freshModules()
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 502 })))
    await expect(guardChunk(missingChunk)()).rejects.toBeInstanceOf(ChunkLoadFailure)
    expect(isReloadPending()).toBe(false)
  })

  it('plans a full reload on the next navigation when the server answers (a new build)', async () => {
    const { guardChunk, isReloadPending } = await freshModules()
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200 })))
    await expect(guardChunk(missingChunk)()).rejects.toThrow(
      'A page of the site did not download: Failed to fetch dynamically imported module',
    )
    expect(isReloadPending()).toBe(true)
  })
})
