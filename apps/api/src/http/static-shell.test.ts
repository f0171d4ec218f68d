import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mountStaticShell, shellCache } from './static-shell.ts'

const indexHtml = '<!doctype html><title>Parlor</title><div id="root"></div>'
const playHtml = '<!doctype html><title>Demo slot</title><div id="game"></div>'
const appJs = `console.log(${JSON.stringify('x'.repeat(2_000))})`
const secret = 'SECRET OUTSIDE THE BUILD'

describe('static shell', () => {
  let folder: string
  let root: string
  let app: Hono

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'parlor-shell-'))
    root = join(folder, 'dist')
    const put = (path: string, body: string | Uint8Array) => {
      mkdirSync(join(root, path, '..'), { recursive: true })
      writeFileSync(join(root, path), body)
    }
    put('index.html', indexHtml)
    put('play.html', playHtml)
    put('assets/app-abc123.js', appJs)
    put('assets/app-abc123.js.br', brotliCompressSync(appJs))
    put('assets/app-abc123.js.gz', gzipSync(appJs))
    put('assets/logo-def456.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
    put('favicon.ico', new Uint8Array([0, 0, 1, 0]))
    put('robots.txt', 'User-agent: *\n')
    put('manifest.webmanifest', '{"name":"Parlor"}')
    put('builds/latest.json', '{"id":"b1","timestamp":1}')
    put('.env', secret)
    writeFileSync(join(folder, 'secret.txt'), secret)
    symlinkSync(join(folder, 'secret.txt'), join(root, 'assets', 'escape.js'))
    put('assets/linked-aaa111.js', appJs)
    symlinkSync(join(folder, 'secret.txt'), join(root, 'assets', 'linked-aaa111.js.br'))

    app = new Hono()
    app.get('/health', (c) => c.json({ ok: true }))
    app.all('/api/*', (c) => c.json({ statusCode: -404, statusMessage: 'notFound' }, 404))
    expect(mountStaticShell(app, root)).toBe(true)
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

  it('serves the demo game page for every /play/ address, the site everywhere else', async () => {
    const game = await get('/play/JILI/jili-001?lang=EN&device=desktop')
    expect(game.status).toBe(200)
    expect(game.headers.get('cache-control')).toBe('no-cache')
    expect(await game.text()).toBe(playHtml)
    expect(await (await get('/playnow')).text()).toBe(indexHtml)
    expect((await get('/play/JILI/missing.js')).status).toBe(404)
  })

  it('serves index.html at the root, to be checked on every visit', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(indexHtml)
    }
  })

  it('serves hashed assets for a year, immutable, with their type', async () => {
    const res = await get('/assets/app-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe(shellCache.hashed)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe(appJs)
    const svg = await get('/assets/logo-def456.svg')
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
  })

  it('keeps other root files a short while, and builds/ not at all', async () => {
    const expected: [string, string, string][] = [
      ['/favicon.ico', 'image/x-icon', shellCache.short],
      ['/robots.txt', 'text/plain; charset=utf-8', shellCache.short],
      ['/manifest.webmanifest', 'application/manifest+json', shellCache.short],
      ['/builds/latest.json', 'application/json', 'no-cache'],
      ['/builds/latest.json?t=1712345678', 'application/json', 'no-cache'],
    ]
    for (const [path, type, cache] of expected) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe(type)
      expect(res.headers.get('cache-control'), path).toBe(cache)
    }
    expect(shellCache.short).toMatch(/^public, max-age=\d+$/)
    expect(await (await get('/builds/latest.json')).json()).toEqual({ id: 'b1', timestamp: 1 })
  })

  it('answers HEAD with the headers and length but no body', async () => {
    const res = await app.request('/assets/app-abc123.js', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(appJs)))
    expect(res.headers.get('cache-control')).toBe(shellCache.hashed)
    expect(await res.text()).toBe('')
  })

  it('answers index.html for any other path, so the shell routes it', async () => {
    for (const path of ['/casino', '/account/deposit', '/forgot-password?from=login', '/builds']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
      expect(await res.text(), path).toBe(indexHtml)
    }
  })

  it('answers 404, never index.html, for a missing file with an extension', async () => {
    for (const path of [
      '/assets/missing.js',
      '/assets/app-000000.css',
      '/builds/meta/x.json',
      '/foo/_payload.json',
      '/missing.png',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(await res.text(), path).not.toContain('<title>Parlor')
    }
  })

  it('leaves /api/, /dev/ and /media/ and other routes alone', async () => {
    const api = await get('/api/whatever')
    expect(api.status).toBe(404)
    expect(await api.json()).toMatchObject({ statusMessage: 'notFound' })
    for (const path of ['/dev/outbox', '/media/games/a.png', '/media', '/dev']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toBe(indexHtml)
    }
    expect(await (await get('/health')).json()).toEqual({ ok: true })
  })

  it('answers GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app.request('/casino', { method })
      expect(res.status, method).toBe(404)
      expect(await res.text(), method).not.toBe(indexHtml)
    }
  })

  it('serves a precompressed sibling the client accepts, and says the answer varies', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(appJs))

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0.8' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(appJs)

    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(appJs)

    const noSibling = await get('/robots.txt', { 'accept-encoding': 'br, gzip' })
    expect(noSibling.headers.get('content-encoding')).toBeNull()
    expect(noSibling.headers.get('vary')).toBeNull()
  })

  it('answers 304 to a request that holds the current version', async () => {
    const first = await get('/')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    const again = await get('/', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('no-cache')
    expect(await again.text()).toBe('')
    expect((await get('/', { 'if-none-match': 'W/"other"' })).status).toBe(200)
    // Each encoding is its own version.
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' })
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    expect(br.headers.get('etag')).not.toBe(gz.headers.get('etag'))
  })

  const traversals = [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/app-abc123.js%00.png',
    '/%00',
    '/.env',
    '/%2eenv',
    '/assets/escape.js',
    '/%E0%A4%A',
  ]

  it('never serves a file outside the folder, hidden files or links out of it', async () => {
    for (const path of traversals) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain(secret)
    }
  })

  it('never follows a precompressed sibling that links out of the folder', async () => {
    const res = await get('/assets/linked-aaa111.js', { 'accept-encoding': 'br' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(appJs)
  })

  it('holds over real HTTP, where the path reaches the server as sent', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const raw = (path: string, method = 'GET') =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString(),
              }),
            )
          })
          req.on('error', reject)
          req.end()
        },
      )
    try {
      for (const path of [...traversals, '/assets/../../secret.txt', '/./../dist/../secret.txt']) {
        const res = await raw(path)
        expect(res.status, path).toBe(404)
        expect(res.body, path).not.toContain(secret)
      }
      const head = await raw('/assets/app-abc123.js', 'HEAD')
      expect(head.status).toBe(200)
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(appJs)))
      expect(head.body).toBe('')
      const got = await raw('/casino')
      expect(got.status).toBe(200)
      expect(got.body).toBe(indexHtml)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('mounts nothing when the shell is not built', async () => {
    const bare = new Hono()
    expect(mountStaticShell(bare, join(folder, 'not-built'))).toBe(false)
    expect((await bare.request('/')).status).toBe(404)
  })
})
