import { parseSetCookie } from 'cookie'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clientDomainCookie,
  clientDomainCookieOptions,
  clientDomainOf,
  serializeClientDomainCookie,
} from './client-domain.ts'

describe('clientDomainOf', () => {
  it.each([
    ['www.example.com', 'example.com'],
    ['a.b.c.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['WWW.Example.COM', 'example.com'],
    ['www.example.com.', 'example.com'],
    ['m.example.com:8443', 'example.com'],
    ['template4.localhost', 'template4.localhost'],
    ['Template4.LOCALHOST', 'template4.localhost'],
    ['xn--80ak6aa92e.xn--p1ai', 'xn--80ak6aa92e.xn--p1ai'],
    // Two-label public suffixes: the last two labels would be the suffix itself.
    ['www.site.com.ph', 'site.com.ph'],
    ['m.lucky.co.uk', 'lucky.co.uk'],
    ['play.casino.com.my', 'casino.com.my'],
    // The list's private section, as browsers apply it: one operator per github.io name.
    ['demo.operator.github.io', 'operator.github.io'],
  ])('shares %s as %s', (host, domain) => {
    expect(clientDomainOf(host)).toBe(domain)
  })

  it.each([
    'localhost',
    'localhost.',
    'localhost:3000',
    '127.0.0.1',
    '192.168.1.20:5173',
    '10.0.0.1.',
    '0x7f.1',
    '::1',
    '[::1]',
    '[2001:db8::1]:443',
    '',
    'a..example.com',
    // A public suffix names no one site.
    'com.ph',
    'co.uk',
  ])('keeps %j host-only', (host) => {
    expect(clientDomainOf(host)).toBeNull()
  })

  it('is the last two labels of any host under a one-label suffix, as the specification says', () => {
    const label = fc.stringMatching(/^[a-z](?:[a-z0-9-]{0,9}[a-z0-9])?$/)
    const suffix = fc.constantFrom('com', 'net', 'ph', 'vn', 'ru', 'localhost')
    fc.assert(
      fc.property(fc.array(label, { maxLength: 4 }), label, suffix, (hosts, name, tld) => {
        // The site's own label is an operator's name: some short labels are public suffixes of
        // their own under these (i.ph, com.ph, blogspot.com), which no site is registered as.
        const site = `parlor-${name}`
        const host = [...hosts, site, tld].join('.')
        const expected = `${site}.${tld}`
        expect(clientDomainOf(host)).toBe(expected)
        expect(clientDomainOf(`${host}.`)).toBe(expected)
      }),
    )
  })
})

describe('clientDomainCookieOptions', () => {
  it('asks for path /, Secure and SameSite=Lax', () => {
    expect(clientDomainCookieOptions('www.example.com')).toEqual({
      domain: 'example.com',
      path: '/',
      secure: true,
      sameSite: 'lax',
    })
    expect(clientDomainCookieOptions('localhost')).not.toHaveProperty('domain')
  })
})

describe('clientDomainCookie', () => {
  it('names the site every sub-domain is on, under that domain', () => {
    expect(clientDomainCookie('www.site.com.ph')).toBe(
      'clientDomain=site.com.ph; Domain=site.com.ph; Path=/; Secure; SameSite=Lax',
    )
    expect(clientDomainCookie('template4.localhost')).toBe(
      'clientDomain=template4.localhost; Domain=template4.localhost; Path=/; Secure; SameSite=Lax',
    )
  })

  it('names the host itself where no domain can be shared', () => {
    expect(clientDomainCookie('localhost')).toBe(
      'clientDomain=localhost; Path=/; Secure; SameSite=Lax',
    )
  })
})

describe('serializeClientDomainCookie', () => {
  it('sets the domain, path /, Secure and SameSite=Lax', () => {
    expect(serializeClientDomainCookie('fbp', 'fb.1.2', 'm.lucky.example.com')).toBe(
      'fbp=fb.1.2; Domain=example.com; Path=/; Secure; SameSite=Lax',
    )
  })

  it('stays host-only on localhost and IP addresses', () => {
    expect(serializeClientDomainCookie('fbp', 'x', 'localhost')).toBe(
      'fbp=x; Path=/; Secure; SameSite=Lax',
    )
    expect(serializeClientDomainCookie('fbp', 'x', '127.0.0.1')).not.toMatch(/Domain=/)
  })

  it('encodes a value that would break the cookie, and reads back the same', () => {
    const header = serializeClientDomainCookie('appsflyer_id', 'a b;c=d', 'www.example.com')
    expect(header).toMatch(/^appsflyer_id=a%20b%3Bc%3Dd;/)
    expect(parseSetCookie(header)).toMatchObject({
      name: 'appsflyer_id',
      value: 'a b;c=d',
      domain: 'example.com',
      path: '/',
      secure: true,
      sameSite: 'lax',
    })
  })

  it('refuses a name that is not a cookie name', () => {
    expect(() => serializeClientDomainCookie('bad name', 'x', 'www.example.com')).toThrow(TypeError)
  })
})
