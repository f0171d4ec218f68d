import { describe, expect, inject, it } from 'vitest'

const { origin } = inject('demo')

/** The directives of a Content-Security-Policy, by name. */
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  )

describe('what the running server tells browsers', () => {
  it('gives every page a strict policy whose fresh nonce is the one on its scripts, and forbids framing it', async () => {
    const nonces = new Set<string>()
    for (const path of ['/', '/login', '/slots', '/login']) {
      const res = await fetch(`${origin}${path}`)
      const policy = directives(res.headers.get('content-security-policy'))
      const scriptSrc = policy.get('script-src') ?? []
      const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1)
      expect(nonce, path).toBeTruthy()
      expect(scriptSrc).toContain("'strict-dynamic'")
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'none'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      const html = await res.text()
      const tags = html.match(/<script\b[^>]*>/g) ?? []
      expect(tags.length).toBeGreaterThan(0)
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
      nonces.add(nonce ?? '')
    }
    expect(nonces.size).toBe(4)
  })

  it('lets only our own page frame the demo game', async () => {
    const res = await fetch(`${origin}/play/JILI/1`)
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'self'",
    ])
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('answers every call never to be stored, sniffed or read by another origin', async () => {
    const res = await fetch(`${origin}/api/startup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: 'template1.localhost' }),
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('asks for HTTPS only over TLS, which a client cannot claim for itself past the trusted proxy', async () => {
    // The demo server trusts one proxy: the header counts as the proxy's word.
    const proxied = await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    expect((await fetch(`${origin}/`)).headers.get('strict-transport-security')).toBeNull()
  })
})
