import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

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

describe('guardChunk on a page that does not name its build', () => {
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

describe('guardChunk on a page that names its build', () => {
  const thisBuild = { id: 'build-a', timestamp: 1_764_000_000_000 }
  let block: HTMLScriptElement

  beforeEach(() => {
    block = document.createElement('script')
    block.type = 'application/json'
    block.id = 'parlor-build'
    block.textContent = JSON.stringify(thisBuild)
    document.head.append(block)
  })
  afterEach(() => {
    block.remove()
    vi.unstubAllGlobals()
  })

  const latestIs = (build: unknown) => {
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(Response.json(build)))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('plans a full reload when the server names a newer build, asking past any cache', async () => {
    const { guardChunk, isReloadPending } = await freshModules()
    const fetch = latestIs({ id: 'build-b', timestamp: thisBuild.timestamp + 1 })
    await expect(guardChunk(missingChunk)()).rejects.toThrow('A page of the site did not download')
    expect(isReloadPending()).toBe(true)
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/builds\/latest\.json\?t=\d+$/), {
      cache: 'no-store',
    })
  })

  it('plans no reload while this build is still the newest (a download cut short)', async () => {
    const { ChunkLoadFailure, guardChunk, isReloadPending } = await freshModules()
    latestIs(thisBuild)
    await expect(guardChunk(missingChunk)()).rejects.toBeInstanceOf(ChunkLoadFailure)
    expect(isReloadPending()).toBe(false)
  })

  it('plans no reload on an answer that names no build (a proxy’s error page)', async () => {
    const { guardChunk, isReloadPending } = await freshModules()
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 200 })))
    await expect(guardChunk(missingChunk)()).rejects.toThrow('A page of the site did not download')
    expect(isReloadPending()).toBe(false)
  })
})
