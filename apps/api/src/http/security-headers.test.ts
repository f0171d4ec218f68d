import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { documentNonce, type SecurityHeadersOptions, securityHeaders } from './security-headers.ts'

/** A server shaped like the real one: pages, the demo game, API answers, media with a policy. */
function appWith(options?: SecurityHeadersOptions) {
  const app = new Hono()
  app.use(securityHeaders(options))
  app.get('/api/cached', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'public' }))
  app.post('/api/startup', (c) => c.json({ statusCode: 1 }))
  app.get('/api/broken', () => {
    throw new Error('broken on purpose')
  })
  app.all('/api/*', (c) => c.json({ statusCode: -404 }, 404))
  app.get('/dev/outbox', (c) => c.json({ messages: [] }))
  app.get('/media/a.svg', (c) =>
    c.body('<svg/>', 200, { 'Content-Security-Policy': "default-src 'none'" }),
  )
  app.get('*', (c) => c.html(`<script nonce="${documentNonce(c)}"></script>`))
  app.onError((_error, c) => c.json({ statusCode: -500 }, 500))
  return app
}

/** A policy's directives by name. */
function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
}

describe('security headers', () => {
  const app = appWith()

  it("gives the site's pages a strict, nonce-based policy that no other origin may frame", async () => {
    for (const path of ['/', '/login', '/account/deposit', '/playnow?provider=JILI&game=j1']) {
      const res = await app.request(path)
      const policy = directives(res.headers.get('content-security-policy'))
      const nonce = policy.get('script-src')?.match(/^'nonce-([A-Za-z0-9+/]+={0,2})' /)?.[1]
      expect(nonce, path).toBeDefined()
      expect(await res.text(), path).toBe(`<script nonce="${nonce}"></script>`)
      expect(Object.fromEntries(policy), path).toEqual({
        'default-src': "'self'",
        'script-src': `'nonce-${nonce}' 'strict-dynamic' 'report-sample' https: 'unsafe-inline'`,
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: https:",
        'font-src': "'self' data:",
        'connect-src': "'self' https: wss:",
        'frame-src': "'self' https:",
        'worker-src': "'self'",
        'manifest-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'none'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      })
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      // Images and files may be used by another origin (an operator's CDN host).
      expect(res.headers.get('cross-origin-resource-policy'), path).toBeNull()
    }
  })

  it('makes a fresh nonce for every answer', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 20; i++) nonces.add(await (await app.request('/')).text())
    expect(nonces.size).toBe(20)
  })

  it('lets only the site itself frame the demo game', async () => {
    for (const path of ['/play/JILI/jili-001?lang=EN', '/play.html']) {
      const res = await app.request(path)
      const policy = directives(res.headers.get('content-security-policy'))
      expect(policy.get('frame-ancestors'), path).toBe("'self'")
      expect(policy.get('script-src'), path).toMatch(/^'nonce-[^']+' 'strict-dynamic'/)
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
    const lookalike = await app.request('/player')
    expect(
      directives(lookalike.headers.get('content-security-policy')).get('frame-ancestors'),
    ).toBe("'none'")
  })

  it('denies the browser features the site never uses, leaving fullscreen and autoplay to games', async () => {
    const policy = (await app.request('/')).headers.get('permissions-policy') ?? ''
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`)
    }
    expect(policy).not.toMatch(/fullscreen|autoplay/)
  })

  it('keeps API and development answers out of every cache and away from other origins', async () => {
    const answers = [
      await app.request('/api/startup', { method: 'POST' }),
      await app.request('/api/cached'),
      await app.request('/api/broken'),
      await app.request('/api/no-such-call'),
      await app.request('/dev/outbox'),
    ]
    for (const res of answers) {
      expect(res.headers.get('cache-control'), res.url).toBe('no-store')
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff')
      expect(res.headers.get('cross-origin-resource-policy'), res.url).toBe('same-origin')
      expect(res.headers.get('content-security-policy'), res.url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(res.headers.get('x-frame-options'), res.url).toBe('DENY')
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 500, 404, 200])
  })

  it('keeps a policy a route set itself', async () => {
    const res = await app.request('/media/a.svg')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  const hsts = (res: Response) => res.headers.get('strict-transport-security')
  const forwarded = (proto: string) => ({ headers: { 'x-forwarded-proto': proto } })

  it('asks for HTTPS only on answers that came over TLS', async () => {
    expect(hsts(await app.request('https://template1.example/'))).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(
      hsts(await app.request('https://template1.example/api/startup', { method: 'POST' })),
    ).toBe('max-age=31536000; includeSubDomains')
    expect(hsts(await app.request('http://template1.example/'))).toBeNull()
  })

  it("believes a proxy's X-Forwarded-Proto only when told a proxy stands in front", async () => {
    // Off by default: any client can send the header.
    expect(hsts(await app.request('http://template1.example/', forwarded('https')))).toBeNull()
    const behindProxy = appWith({ trustProxy: true })
    const over = async (proto: string) =>
      hsts(await behindProxy.request('http://template1.example/', forwarded(proto)))
    expect(await over('https')).toBe('max-age=31536000; includeSubDomains')
    expect(await over('HTTPS')).toBe('max-age=31536000; includeSubDomains')
    expect(await over('https, http')).toBe('max-age=31536000; includeSubDomains')
    expect(await over('http')).toBeNull()
    expect(await over('http, https')).toBeNull()
    expect(hsts(await behindProxy.request('http://template1.example/'))).toBeNull()
  })

  it('sends CSP reports where CSP_REPORT_URI says, and refuses an address that is no token', async () => {
    const reporting = appWith({ cspReportUri: 'https://reports.example/csp' })
    const res = await reporting.request('/')
    const policy = directives(res.headers.get('content-security-policy'))
    expect(policy.get('report-uri')).toBe('https://reports.example/csp')
    expect(policy.get('report-to')).toBe('csp-endpoint')
    expect(res.headers.get('reporting-endpoints')).toBe(
      'csp-endpoint="https://reports.example/csp"',
    )
    expect(
      directives((await app.request('/')).headers.get('content-security-policy')).has('report-uri'),
    ).toBe(false)
    expect(() =>
      securityHeaders({ cspReportUri: "https://x.example/; script-src 'unsafe-eval'" }),
    ).toThrow()
  })

  it('has no nonce to give a page when the headers are not mounted', async () => {
    const bare = new Hono()
    bare.get('/', (c) => c.text(documentNonce(c)))
    expect((await bare.request('/')).status).toBe(500)
  })
})
