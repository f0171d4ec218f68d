import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ExternalNavigationError,
  isSafeHref,
  resolveNavigation,
  UnsafeUrlError,
} from './url-safety.ts'

const origin = 'https://template4.example.com'
const go = (target: string, external = false) =>
  resolveNavigation(target, { currentOrigin: origin, external })

describe('resolveNavigation', () => {
  it('keeps site paths internal, with their query and hash', () => {
    expect(go('/slots?provider=JILI#top')).toEqual({
      kind: 'internal',
      path: '/slots?provider=JILI#top',
    })
    expect(go('deposit')).toEqual({ kind: 'internal', path: '/deposit' })
    expect(go('https://template4.example.com/vip')).toEqual({ kind: 'internal', path: '/vip' })
  })

  it('throws for another origin without the external flag, and allows it with the flag', () => {
    expect(() => go('https://partner.example.org/')).toThrow(ExternalNavigationError)
    expect(() => go('//evil.example/path')).toThrow(ExternalNavigationError)
    expect(go('https://partner.example.org/a?b=1', true)).toEqual({
      kind: 'external',
      href: 'https://partner.example.org/a?b=1',
    })
    expect(go('mailto:help@example.com', true)).toMatchObject({ kind: 'external' })
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0001\u0002javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106&#0000097vascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
  ])('refuses %j even with the external flag', (target) => {
    expect(() => go(target, true)).toThrow(UnsafeUrlError)
    expect(isSafeHref(target)).toBe(false)
  })

  it('does not mistake a path that mentions javascript for a scheme', () => {
    expect(go('/news/javascript:tips')).toEqual({ kind: 'internal', path: '/news/javascript:tips' })
    expect(isSafeHref('/search?q=javascript:')).toBe(true)
  })

  it('refuses javascript: in any disguise of case, controls, whitespace and entities', () => {
    const disguise = fc
      .tuple(
        fc.array(fc.constantFrom('\u0000', '\u0008', '\u001f', ' ', '\t', '\n'), { maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.array(fc.constantFrom('', '\t', '\n', '\r'), { minLength: 11, maxLength: 11 }),
        fc.array(fc.constantFrom('plain', 'dec', 'hex', 'padded'), {
          minLength: 11,
          maxLength: 11,
        }),
      )
      .map(([lead, upper, breaks, encodings]) => {
        const chars = [...'javascript:'].map((char, i) => {
          const cased = upper[i] ? char.toUpperCase() : char
          const code = cased.codePointAt(0) ?? 0
          const encoded = {
            plain: cased,
            dec: `&#${code};`,
            hex: `&#x${code.toString(16)};`,
            padded: `&#000${code}`,
          }[encodings[i] ?? 'plain']
          return `${breaks[i] ?? ''}${encoded}`
        })
        return `${lead.join('')}${chars.join('')}alert(1)`
      })
    fc.assert(
      fc.property(disguise, (target) => {
        expect(() => go(target, true)).toThrow(UnsafeUrlError)
      }),
    )
  })

  it('resolves any plain site path internally', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`
        expect(go(path)).toEqual({ kind: 'internal', path })
      }),
    )
  })
})
