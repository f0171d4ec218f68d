import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientSource, sourceKey } from './client-source.ts'

describe('sourceKey', () => {
  it('keeps IPv4, writes IPv4-mapped IPv6 as IPv4 and counts IPv6 by its /64', () => {
    expect(sourceKey('203.0.113.5')).toBe('203.0.113.5')
    expect(sourceKey('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(sourceKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(sourceKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(sourceKey('not an address')).toBe('raw:not an address')
  })
})

describe('clientSource', () => {
  const sourceOf = async (
    trustedProxies: number,
    headers: Record<string, string>,
    peer?: string,
  ) => {
    const app = new Hono()
    app.get('/', (c) => c.text(clientSource(c, trustedProxies)))
    const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined
    return (await app.request('/', { headers }, env)).text()
  }

  it('ignores X-Forwarded-For unless proxies are trusted: a client can write anything there', async () => {
    expect(await sourceOf(0, { 'x-forwarded-for': '1.2.3.4' }, '198.51.100.7')).toBe('198.51.100.7')
  })

  it('takes the address the nearest trusted proxy saw', async () => {
    const forged = { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' }
    expect(await sourceOf(1, forged, '10.0.0.2')).toBe('198.51.100.9')
    expect(await sourceOf(2, forged, '10.0.0.2')).toBe('6.6.6.6')
    expect(await sourceOf(5, forged, '10.0.0.2')).toBe('6.6.6.6')
  })
})
