import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ExternalNavigationError,
  isSafeHref,
  isWebAddress,
  resolveNavigation,
  UnsafeUrlError,
} from './url-safety.ts'

const origin = 'https://template4.example.com'
const go = (target: string, external = false) =>
  resolveNavigation(target, { currentOrigin: origin, external })

describe('resolveNavigation on the site', () => {
  it('keeps site paths internal, with their query and hash', () => {
    expect(go('/slots?provider=JILI#top')).toEqual({
      kind: 'internal',
      path: '/slots?provider=JILI#top',
    })
    expect(go('/')).toEqual({ kind: 'internal', path: '/' })
  })

  it('counts relative addresses from the site root', () => {
    expect(go('deposit')).toEqual({ kind: 'internal', path: '/deposit' })
    expect(go('?tab=2')).toEqual({ kind: 'internal', path: '/?tab=2' })
    expect(go('/a/../vip')).toEqual({ kind: 'internal', path: '/vip' })
  })

  it('turns same-origin absolute addresses into paths', () => {
    expect(go('https://template4.example.com/vip')).toEqual({ kind: 'internal', path: '/vip' })
    expect(go('HTTPS://Template4.Example.COM:443/vip?x=1#y')).toEqual({
      kind: 'internal',
      path: '/vip?x=1#y',
    })
    expect(go('//template4.example.com/vip')).toEqual({ kind: 'internal', path: '/vip' })
  })

  it('stays internal for a site address even with the external flag', () => {
    expect(go('/promotions', true)).toEqual({ kind: 'internal', path: '/promotions' })
  })

  it('uses only the origin of the current address', () => {
    const at = resolveNavigation('deposit', { currentOrigin: `${origin}/slots/jili` })
    expect(at).toEqual({ kind: 'internal', path: '/deposit' })
  })

  it('does not mistake a path that mentions javascript for a scheme', () => {
    expect(go('/news/javascript:tips')).toEqual({ kind: 'internal', path: '/news/javascript:tips' })
    expect(go('./javascript:alert(1)')).toEqual({
      kind: 'internal',
      path: '/javascript:alert(1)',
    })
    expect(isSafeHref('/search?q=javascript:')).toBe(true)
  })

  it.each([
    ['javascript%3Aalert(1)', '/javascript%3Aalert(1)'],
    ['%6Aavascript:alert(1)', '/%6Aavascript:alert(1)'],
    ['\u00A0javascript:alert(1)', '/%C2%A0javascript:alert(1)'],
    ['ｊａｖａｓｃｒｉｐｔ:alert(1)', `/${encodeURIComponent('ｊａｖａｓｃｒｉｐｔ')}:alert(1)`],
  ])('treats %j as the harmless relative path a browser sees', (target, path) => {
    // Browsers never percent-decode or case-fold anything but ASCII in a scheme, so these are paths.
    expect(go(target)).toEqual({ kind: 'internal', path })
    expect(isSafeHref(target)).toBe(true)
  })
})

describe('resolveNavigation off the site', () => {
  it('throws for another origin without the external flag', () => {
    for (const target of [
      'https://partner.example.org/',
      'http://template4.example.com/vip',
      'https://template4.example.com:8443/vip',
      '//evil.example/path',
      '/\\evil.example/path',
      '\\\\evil.example',
      '  //evil.example',
      'https://template4.example.com@evil.example/',
      'https://evil.example#https://template4.example.com/',
      'mailto:help@example.com',
      'tel:+639171234567',
    ]) {
      expect(() => go(target), target).toThrow(ExternalNavigationError)
    }
  })

  it('goes out with the external flag', () => {
    expect(go('https://partner.example.org/a?b=1', true)).toEqual({
      kind: 'external',
      href: 'https://partner.example.org/a?b=1',
    })
    expect(go('//evil.example/path', true)).toEqual({
      kind: 'external',
      href: 'https://evil.example/path',
    })
    expect(go('mailto:help@example.com', true)).toEqual({
      kind: 'external',
      href: 'mailto:help@example.com',
    })
    expect(go('tel:+639171234567', true)).toMatchObject({ kind: 'external' })
    expect(go('sms:+639171234567', true)).toMatchObject({ kind: 'external' })
  })

  it('refuses what is not an address at all', () => {
    expect(() => go('https://', true)).toThrow(UnsafeUrlError)
    expect(() => go('http://exa mple.com', true)).toThrow(UnsafeUrlError)
  })
})

describe('script-type addresses', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript:%61lert(1)',
    '  javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u0002\u001fjavascript:alert(1)',
    ' \t\n javascript:alert(1)',
    'javascript:alert(1)\n',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'j\ta\nv\ra\tscript\n:alert(1)',
    '&#106;avascript:alert(1)',
    '&#106avascript:alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#X6a;avascript:alert(1)',
    '&#x0000006A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3a;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'java&#9;script:alert(1)',
    'java&#x0A;script:alert(1)',
    '&#32;javascript:alert(1)',
    '&amp;#106;avascript:alert(1)',
    '&amp;amp;#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
    'blob:https://template4.example.com/1f2e',
    'about:blank',
    'intent://scan/#Intent;scheme=zxing;end',
  ])('refuses %j even with the external flag', (target) => {
    expect(() => go(target, true)).toThrow(UnsafeUrlError)
    expect(() => go(target, false)).toThrow(UnsafeUrlError)
    expect(isSafeHref(target)).toBe(false)
  })

  it('allows the link schemes a site needs', () => {
    for (const href of [
      '/deposit',
      'https://t.me/parlor',
      'http://partner.example',
      'mailto:a@b.c',
      'TEL:+63',
      'sms:+63',
      '#top',
      '',
    ]) {
      expect(isSafeHref(href), href).toBe(true)
    }
  })

  const longest = 'javascript:'.length
  const perChar = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.array(arbitrary, { minLength: longest, maxLength: longest })
  const disguise = fc
    .tuple(
      fc.constantFrom('javascript:', 'vbscript:', 'data:'),
      fc.array(fc.constantFrom('\u0000', '\u0008', '\u001f', ' ', '\t', '\n', '&#32;', '&Tab;'), {
        maxLength: 4,
      }),
      perChar(fc.boolean()),
      perChar(fc.constantFrom('', '', '\t', '\n', '\r', '&Tab;', '&NewLine;', '&#x0a;')),
      perChar(fc.constantFrom('plain', 'plain', 'dec', 'hex', 'HEX', 'padded', 'named')),
    )
    .map(([scheme, lead, upper, breaks, encodings]) => {
      const chars = [...scheme].map((char, i) => {
        const cased = upper[i] ? char.toUpperCase() : char
        const code = cased.codePointAt(0) ?? 0
        const encoded = {
          plain: cased,
          named: char === ':' ? '&colon;' : cased,
          dec: `&#${code};`,
          hex: `&#x${code.toString(16)};`,
          HEX: `&#X${code.toString(16).toUpperCase()};`,
          padded: `&#000${code}`,
        }[encodings[i] ?? 'plain']
        return `${breaks[i] ?? ''}${encoded}`
      })
      return `${lead.join('')}${chars.join('')}alert(1)`
    })

  it('refuses script schemes in any disguise of case, controls, whitespace and references', () => {
    fc.assert(
      fc.property(disguise, (target) => {
        expect(() => go(target, true)).toThrow(UnsafeUrlError)
        expect(isSafeHref(target)).toBe(false)
      }),
    )
  })
})

describe('site paths', () => {
  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => !/^\.+$/.test(s))
  const query = fc.option(fc.stringMatching(/^\?[a-z0-9]{1,6}=[A-Za-z0-9%:/-]{0,10}$/), {
    nil: '',
  })
  const hash = fc.option(fc.stringMatching(/^#[A-Za-z0-9-]{1,10}$/), { nil: '' })

  it('always resolve internally to themselves', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), query, hash, (s, q, h) => {
        const path = `/${s.join('/')}${q}${h}`
        expect(go(path)).toEqual({ kind: 'internal', path })
        expect(go(path, true)).toEqual({ kind: 'internal', path })
        expect(go(`${origin}${path}`)).toEqual({ kind: 'internal', path })
        expect(isSafeHref(path)).toBe(true)
      }),
    )
  })
})

describe('isWebAddress', () => {
  it('takes absolute http and https addresses of any site', () => {
    for (const href of [
      'https://jili.example',
      'http://pg.example/soft?ref=1',
      'HTTPS://X.EXAMPLE/',
    ]) {
      expect([href, isWebAddress(href)]).toEqual([href, true])
    }
  })

  it('refuses script schemes however they are written, other schemes and site paths', () => {
    for (const href of [
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'javascript:alert(1)',
      ' \tJaVa\nScRiPt:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'mailto:partners@example.com',
      'tel:+639171234567',
      '/partners',
      '//evil.example',
      '',
    ]) {
      expect([href, isWebAddress(href)]).toEqual([href, false])
    }
  })

  it('takes every web address a browser would open', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (href) => {
        expect(isWebAddress(href)).toBe(true)
      }),
    )
  })
})
