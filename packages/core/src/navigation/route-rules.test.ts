import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { BuildMeta, routeRuleRedirect } from './route-rules.ts'

const origin = 'https://template1.example.com'
const redirect = (rules: BuildMeta['routeRules'], path: string) =>
  routeRuleRedirect(rules, path, origin)

describe('BuildMeta', () => {
  it('reads a manifest without route rules as having none', () => {
    expect(v.parse(BuildMeta, { id: 'b1', timestamp: 1 }).routeRules).toEqual({})
  })

  it('refuses a redirect that is neither an address nor { to }', () => {
    const meta = { id: 'b1', timestamp: 1, routeRules: { '/a': { redirect: 301 } } }
    expect(v.safeParse(BuildMeta, meta).success).toBe(false)
  })
})

describe('routeRuleRedirect', () => {
  it('redirects an exact path, in either form of redirect', () => {
    expect(redirect({ '/promo': { redirect: '/promotions' } }, '/promo')).toEqual({
      kind: 'internal',
      path: '/promotions',
    })
    expect(
      redirect({ '/promo': { redirect: { to: '/promotions', statusCode: 301 } } }, '/promo'),
    ).toEqual({ kind: 'internal', path: '/promotions' })
  })

  it('leaves paths no rule names alone', () => {
    const rules = { '/promo': { redirect: '/promotions' } }
    expect(redirect(rules, '/promotions')).toBeNull()
    expect(redirect(rules, '/promo/summer')).toBeNull()
    expect(redirect({}, '/promo')).toBeNull()
    expect(redirect({ '/promo': {} }, '/promo')).toBeNull()
  })

  it("keeps the navigation's query and hash", () => {
    expect(redirect({ '/promo': { redirect: '/promotions' } }, '/promo?tab=new#top')).toEqual({
      kind: 'internal',
      path: '/promotions?tab=new#top',
    })
  })

  it("adds the navigation's query to the target's own; the target's hash wins", () => {
    const rules = { '/promo': { redirect: '/promotions?from=promo#list' } }
    expect(redirect(rules, '/promo?tab=new#top')).toEqual({
      kind: 'internal',
      path: '/promotions?from=promo&tab=new#list',
    })
  })

  it('redirects a whole subtree, carrying the rest of the path to a target ending in /**', () => {
    const rules = { '/old/**': { redirect: '/new/**' } }
    expect(redirect(rules, '/old/a/b')).toEqual({ kind: 'internal', path: '/new/a/b' })
    expect(redirect(rules, '/old/a?x=1')).toEqual({ kind: 'internal', path: '/new/a?x=1' })
    expect(redirect(rules, '/old')).toEqual({ kind: 'internal', path: '/new' })
  })

  it('does not take a longer name for part of the subtree', () => {
    expect(redirect({ '/old/**': { redirect: '/new/**' } }, '/older')).toBeNull()
  })

  it('sends a whole subtree to one page when the target has no /**', () => {
    expect(redirect({ '/promo/**': { redirect: '/promotions' } }, '/promo/summer/2024')).toEqual({
      kind: 'internal',
      path: '/promotions',
    })
  })

  it('lets the most specific pattern win, whatever their order', () => {
    const rules = {
      '/**': { redirect: '/everything' },
      '/games/slots/jili': { redirect: '/exact' },
      '/games/**': { redirect: '/games-tree' },
      '/games/slots/**': { redirect: '/slots-tree' },
    }
    const reversed = Object.fromEntries(Object.entries(rules).reverse())
    for (const set of [rules, reversed]) {
      expect(redirect(set, '/games/slots/jili')).toEqual({ kind: 'internal', path: '/exact' })
      expect(redirect(set, '/games/slots/pg')).toEqual({ kind: 'internal', path: '/slots-tree' })
      expect(redirect(set, '/games/live')).toEqual({ kind: 'internal', path: '/games-tree' })
      expect(redirect(set, '/news')).toEqual({ kind: 'internal', path: '/everything' })
    }
  })

  it('answers an external target as a full page load', () => {
    expect(redirect({ '/blog': { redirect: 'https://blog.example.org/' } }, '/blog')).toEqual({
      kind: 'external',
      href: 'https://blog.example.org/',
    })
    expect(
      redirect({ '/help/**': { redirect: 'https://help.example.org/**' } }, '/help/faq'),
    ).toEqual({ kind: 'external', href: 'https://help.example.org/faq' })
  })

  it("treats a full address on the site's own origin as internal", () => {
    expect(redirect({ '/a': { redirect: `${origin}/b` } }, '/a')).toEqual({
      kind: 'internal',
      path: '/b',
    })
  })

  it('ignores script-type targets quietly, without throwing', () => {
    const log = vi.spyOn(console, 'error')
    const warn = vi.spyOn(console, 'warn')
    for (const target of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'java&#x73;cript:x',
    ]) {
      expect(redirect({ '/a': { redirect: target } }, '/a')).toBeNull()
    }
    expect(log).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  it('ignores a redirect to the same path rather than loop', () => {
    expect(redirect({ '/a': { redirect: '/a' } }, '/a')).toBeNull()
    expect(redirect({ '/a': { redirect: '/a?lang=en' } }, '/a')).toBeNull()
    expect(redirect({ '/a/b': { redirect: '/a/./b' } }, '/a/b')).toBeNull()
    expect(redirect({ '/a/**': { redirect: '/a/**' } }, '/a/b')).toBeNull()
  })
})
