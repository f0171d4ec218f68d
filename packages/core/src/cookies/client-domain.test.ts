import { describe, expect, it } from 'vitest'
import { clientDomainOf, serializeClientDomainCookie } from './client-domain.ts'

describe('clientDomainOf', () => {
  it.each([
    ['www.example.com', 'example.com'],
    ['a.b.c.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['Template4.LOCALHOST', 'template4.localhost'],
    ['www.example.com.', 'example.com'],
    ['localhost', null],
    ['127.0.0.1', null],
    ['::1', null],
  ])('%s → %s', (host, domain) => {
    expect(clientDomainOf(host)).toBe(domain)
  })
})

describe('serializeClientDomainCookie', () => {
  it('sets the domain, path /, Secure and SameSite=Lax', () => {
    expect(serializeClientDomainCookie('fbp', 'fb.1.2', 'm.lucky.example.com')).toBe(
      'fbp=fb.1.2; Domain=example.com; Path=/; Secure; SameSite=Lax',
    )
  })

  it('stays host-only on localhost', () => {
    expect(serializeClientDomainCookie('fbp', 'x', 'localhost')).toBe(
      'fbp=x; Path=/; Secure; SameSite=Lax',
    )
  })
})
