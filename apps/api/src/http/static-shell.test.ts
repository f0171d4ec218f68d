import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'
import { mountStaticShell, shellCache } from './static-shell.ts'

/** As the site's build writes its pages: a placeholder nonce on every script, style and preload. */
const builtPage = (title: string, id: string) =>
  [
    `<!doctype html><head><title>${title}</title>`,
    '<script nonce="BUILD_NONCE">window.__parlorStartup = fetch("/api/startup")</script>',
    '<style nonce="BUILD_NONCE">body{margin:0}</style>',
    '<meta property="csp-nonce" nonce="BUILD_NONCE">',
    `<script type="module" crossorigin src="/assets/${id}-abc123.js" nonce="BUILD_NONCE"></script>`,
    '<link rel="modulepreload" crossorigin href="/assets/query-abc123.js" nonce="BUILD_NONCE">',
    `</head><body><div id="${id}"></div></body>`,
  ].join('\n')
const indexHtml = builtPage('Parlor', 'root')
const playHtml = builtPage('Demo slot', 'game')
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
    // Precompressed pages an operator's pipeline may leave: they hold the placeholder, never sent.
    put('index.html.br', brotliCompressSync(indexHtml))
    put('index.html.gz', gzipSync(indexHtml))
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
    app.use(securityHeaders())
    app.get('/health', (c) => c.json({ ok: true }))
    app.all('/api/*', (c) => c.json({ statusCode: -404, statusMessage: 'notFound' }, 404))
    expect(mountStaticShell(app, root)).toBe(true)
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

  /** The nonce a page's policy names: the one every nonce of its body must carry. */
  const policyNonce = (res: Response) =>
    res.headers.get('content-security-policy')?.match(/script-src 'nonce-([^']+)'/)?.[1] ?? ''

  /** A page as built, once the nonce the answer's policy names is put back to the placeholder. */
  async function pageOf(res: Response): Promise<string> {
    const nonce = policyNonce(res)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    return (await res.text()).replaceAll(nonce, 'BUILD_NONCE')
  }

  it('serves the demo game page for every /play/ address, the site everywhere else', async () => {
    const game = await get('/play/JILI/jili-001?lang=EN&device=desktop')
    expect(game.status).toBe(200)
    expect(game.headers.get('cache-control')).toBe('no-cache')
    expect(await pageOf(game)).toBe(playHtml)
    expect(await pageOf(await get('/playnow'))).toBe(indexHtml)
    expect((await get('/play/JILI/missing.js')).status).toBe(404)
  })

  it('serves index.html at the root, to be checked on every visit', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await pageOf(res)).toBe(indexHtml)
    }
  })

  it('tells the site which site it is on, shared by all its hosts (the clientDomain cookie)', async () => {
    const page = await app.request('http://www.lucky.com.ph/slots')
    expect(page.headers.get('set-cookie')).toBe(
      'clientDomain=lucky.com.ph; Domain=lucky.com.ph; Path=/; Secure; SameSite=Lax',
    )
    // Files are not pages: no cookie rides on them.
    const file = await app.request('http://www.lucky.com.ph/robots.txt')
    expect(file.headers.get('set-cookie')).toBeNull()
  })

  it("puts a fresh nonce, the one the answer's policy names, on every script, style and preload of a page", async () => {
    const seen = new Set<string>()
    for (const path of [
      '/',
      '/index.html',
      '/casino',
      '/login',
      '/play/JILI/jili-001',
      '/play.html',
    ]) {
      for (let i = 0; i < 3; i++) {
        const res = await get(path)
        const nonce = policyNonce(res)
        const body = await res.text()
        expect(body, path).not.toContain('BUILD_NONCE')
        const tags = body.match(/<(?:script|style|link|meta)\b[^>]*>/g) ?? []
        expect(tags, path).toHaveLength(5)
        for (const tag of tags) expect(tag, path).toContain(` nonce="${nonce}"`)
        seen.add(nonce)
      }
    }
    expect(seen.size).toBe(18)
  })

  it('lets only the site frame the demo game, and nobody frame the site', async () => {
    const frameAncestors = (res: Response) =>
      res.headers.get('content-security-policy')?.match(/frame-ancestors ([^;]+)/)?.[1]
    const site = await get('/login')
    expect(frameAncestors(site)).toBe("'none'")
    expect(site.headers.get('x-frame-options')).toBe('DENY')
    const game = await get('/play/JILI/jili-001?lang=EN')
    expect(frameAncestors(game)).toBe("'self'")
    expect(game.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('never answers a page with 304 or a stored copy: each answer carries its own nonce', async () => {
    for (const path of ['/', '/casino', '/play/JILI/jili-001']) {
      const first = await get(path, { 'accept-encoding': 'br, gzip' })
      expect(first.headers.get('etag'), path).toBeNull()
      expect(first.headers.get('cache-control'), path).toBe('no-cache')
      // The precompressed index.html.br holds the placeholder: the page is sent as text.
      expect(first.headers.get('content-encoding'), path).toBeNull()
      expect(first.headers.get('vary'), path).toBeNull()
      for (const condition of ['*', 'W/"anything"']) {
        const again = await get(path, { 'if-none-match': condition, 'accept-encoding': 'br' })
        expect(again.status, path).toBe(200)
        expect(policyNonce(again), path).not.toBe(policyNonce(first))
        expect(await pageOf(again), path).toBe(path.startsWith('/play/') ? playHtml : indexHtml)
      }
    }
  })

  it('answers HEAD for a page with the length its GET would have', async () => {
    const head = await app.request('/casino', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(head.headers.get('content-length')).toBe(
      String((await (await get('/casino')).arrayBuffer()).byteLength),
    )
    expect(await head.text()).toBe('')
  })

  it('serves a new build of a page as soon as it lands', async () => {
    const own = mkdtempSync(join(tmpdir(), 'parlor-shell-'))
    try {
      writeFileSync(join(own, 'index.html'), indexHtml)
      const served = new Hono()
      served.use(securityHeaders())
      mountStaticShell(served, own)
      expect(await pageOf(await served.request('/'))).toBe(indexHtml)
      const next = indexHtml.replace('site-abc123', 'site-def456').replace('Parlor', 'Parlor 2')
      writeFileSync(join(own, 'index.html'), next)
      expect(await pageOf(await served.request('/casino'))).toBe(next)
    } finally {
      rmSync(own, { recursive: true, force: true })
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
      expect(await pageOf(res), path).toBe(indexHtml)
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
      expect(await res.text(), path).not.toContain('<title>Parlor')
    }
    expect(await (await get('/health')).json()).toEqual({ ok: true })
  })

  it('answers GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app.request('/casino', { method })
      expect(res.status, method).toBe(404)
      expect(await res.text(), method).not.toContain('<title>Parlor')
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
    const first = await get('/builds/latest.json')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    const again = await get('/builds/latest.json', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('no-cache')
    expect(await again.text()).toBe('')
    expect((await get('/builds/latest.json', { 'if-none-match': 'W/"other"' })).status).toBe(200)
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
      const nonce = String(got.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1]
      expect(got.body.replaceAll(String(nonce), 'BUILD_NONCE')).toBe(indexHtml)
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
