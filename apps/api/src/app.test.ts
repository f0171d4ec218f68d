import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { testBackends } from './db/database.test-support.ts'
import type { Database } from './db/database.ts'
import { migrate } from './db/migrations.ts'
import { demoSites } from './sites/demo-sites.ts'
import { seedSites } from './sites/site-repository.ts'

/** A body of `megabytes` 1 MiB chunks that counts how many were read. */
function countingStream(megabytes: number) {
  let read = 0
  const chunk = new Uint8Array(1024 * 1024).fill(32)
  return {
    body: new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read === megabytes) return controller.close()
        read += 1
        controller.enqueue(chunk)
      },
    }),
    chunksRead: () => read,
  }
}

describe.each(testBackends)('on $name', (backend) => {
  let db: Database
  let app: ReturnType<typeof createApp>['app']

  beforeAll(async () => {
    db = await backend.open()
    await migrate(db)
    await seedSites(db, demoSites(new Date('2026-11-22T00:00:00Z')))
    app = createApp(db, { mode: 'demo' }).app
  }, 60_000)
  afterAll(() => db.close())

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  describe('POST /api/startup', () => {
    it('answers each seeded template site with its own theme code', async () => {
      const res = await post('/api/startup', { domain_name: 'template10.localhost' })
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body).toMatchObject({
        statusCode: 1,
        maintenance: { is_maintenance: false },
        site: { theme_code: 'sportsbook1', status: true },
      })
      expect(body.provider_count.map((p: { category: string }) => p.category)).toContain(
        'sportsbook',
      )
    })

    it('serves localhost as template1, case-insensitively', async () => {
      const body = await (await post('/api/startup', { domain_name: 'LocalHost' })).json()
      expect(body.site.theme_code).toBe('slot1')
    })

    it('answers only the maintenance window for a site in maintenance', async () => {
      const body = await (
        await post('/api/startup', { domain_name: 'maintenance.localhost' })
      ).json()
      expect(body.maintenance.is_maintenance).toBe(true)
      expect(body.site).toBeUndefined()
      expect(body.content).toBeUndefined()
    })

    it('serves an expired site with its past expiry date', async () => {
      const body = await (await post('/api/startup', { domain_name: 'expired.localhost' })).json()
      expect(new Date(body.site.expired_date).getTime()).toBeLessThan(
        Date.parse('2026-11-22T00:00:00Z'),
      )
    })

    it('refuses an unknown domain with a clear message', async () => {
      const res = await post('/api/startup', { domain_name: 'nowhere.test' })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ statusCode: -404, statusMessage: 'siteNotFound' })
    })
  })

  describe('bad input', () => {
    it('names the missing field', async () => {
      const res = await post('/api/startup', {})
      expect(res.status).toBe(400)
      const body = await res.json()
      expect(body).toMatchObject({ statusCode: -400, statusMessage: 'invalidRequest' })
      expect(body.statusDetail).toContain('domain_name')
    })

    it('refuses invalid JSON, a wrong content type and an oversized body with an envelope', async () => {
      expect(await (await post('/api/startup', '{"domain_name":')).json()).toMatchObject({
        statusCode: -400,
      })
      const form = await app.request('/api/startup', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      })
      expect(await form.json()).toMatchObject({ statusCode: -415 })
      const huge = await post('/api/startup', {
        domain_name: 'localhost',
        padding: 'x'.repeat(70_000),
      })
      expect(await huge.json()).toMatchObject({ statusCode: -413 })
    })

    it('refuses a body over the limit from its Content-Length, without reading it', async () => {
      const stream = countingStream(100)
      const res = await app.request('/api/startup', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(100 * 1024 * 1024),
        },
        body: stream.body,
        duplex: 'half',
      } as RequestInit)
      expect(res.status).toBe(413)
      expect(res.headers.get('connection')).toBe('close')
      expect(stream.chunksRead()).toBeLessThanOrEqual(1)
    })

    it('cuts a chunked body off at the limit instead of reading 100 MB first', async () => {
      const stream = countingStream(100)
      const res = await app.request('/api/startup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        body: stream.body,
        duplex: 'half',
      } as RequestInit)
      expect(res.status).toBe(413)
      expect(await res.json()).toMatchObject({ statusCode: -413, statusMessage: 'payloadTooLarge' })
      // 1 MiB chunks: the first is already over 64 KiB.
      expect(stream.chunksRead()).toBeLessThanOrEqual(2)
    })

    it('answers an unknown call with an envelope, not a stack trace', async () => {
      const res = await post('/api/nope', {})
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ statusCode: -404, statusMessage: 'notFound' })
    })
  })

  describe('security headers', () => {
    it('keeps every API answer, refusals and public content included, out of caches and other origins', async () => {
      const answers = [
        await post('/api/startup', { domain_name: 'template1.localhost' }),
        await post('/api/startup', {}),
        await post('/api/nope', {}),
        await app.request('/api/startup'),
      ]
      for (const res of answers) {
        expect(res.headers.get('cache-control')).toBe('no-store')
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
        expect(res.headers.get('content-security-policy')).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        )
      }
      expect(answers.map((res) => res.status)).toEqual([200, 400, 404, 404])
      const media = await app.request('/media/vip/gold.svg')
      expect(media.status).toBe(200)
      expect(media.headers.get('x-content-type-options')).toBe('nosniff')
      expect(media.headers.get('content-security-policy')).toBe("default-src 'none'")
    })

    it('asks for HTTPS over TLS, behind a proxy only when told to trust it', async () => {
      const hsts = async (server: typeof app, headers: Record<string, string> = {}) =>
        (await server.request('http://template1.localhost/health', { headers })).headers.get(
          'strict-transport-security',
        )
      const https = { 'x-forwarded-proto': 'https' }
      expect(await hsts(app)).toBeNull()
      expect(await hsts(app, https)).toBeNull()
      const behindProxy = createApp(db, { mode: 'demo', trustedProxies: 1 }).app
      expect(await hsts(behindProxy, https)).toBe('max-age=31536000; includeSubDomains')
      expect(await hsts(behindProxy)).toBeNull()
    })
  })

  describe('storage', () => {
    it('runs each migration once and seeds each site once', async () => {
      expect(await migrate(db)).toEqual([])
      expect(await seedSites(db, demoSites(new Date()))).toBe(0)
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from sites')
      expect(row?.n).toBe(25)
    })
  })
})
