import { describe, expect, it } from 'vitest'
import { noncePage } from './nonce-page.ts'

const built = [
  '<!doctype html><head>',
  '<script nonce="PH">window.early = 1</script>',
  '<style nonce="PH">body{margin:0}</style>',
  '<meta property="csp-nonce" nonce="PH">',
  '<script type="module" crossorigin src="/assets/site.js" nonce="PH"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/query.js" nonce="PH">',
  '</head><body><div id="root"></div></body>',
].join('\n')

describe('noncePage', () => {
  it('puts the nonce wherever the build put its placeholder, and nowhere else', () => {
    const page = noncePage(built)('bm9uY2Ux')
    expect(page).not.toContain('PH')
    expect(page.match(/nonce="bm9uY2Ux"/g)).toHaveLength(5)
    expect(page.replaceAll('bm9uY2Ux', 'PH')).toBe(built)
  })

  it('fills the same page with a different nonce each time', () => {
    const fill = noncePage(built)
    expect(fill('Zmlyc3Q=')).toContain('<meta property="csp-nonce" nonce="Zmlyc3Q=">')
    expect(fill('c2Vjb25k')).toContain('src="/assets/site.js" nonce="c2Vjb25k"')
  })

  it('reads whatever placeholder the meta tag names', () => {
    const other = built.replaceAll('PH', 'PARLOR_CSP_NONCE')
    expect(noncePage(other)('YWJj')).toBe(built.replaceAll('PH', 'YWJj'))
  })

  it('sends a page without the meta tag as it is', () => {
    const plain = '<!doctype html><script src="/a.js"></script>'
    expect(noncePage(plain)('YWJj')).toBe(plain)
  })

  it('refuses a nonce that could close the attribute', () => {
    const fill = noncePage(built)
    for (const nonce of ['', 'a"><script>', 'a b', "a'"]) {
      expect(() => fill(nonce), nonce).toThrow()
    }
  })
})
