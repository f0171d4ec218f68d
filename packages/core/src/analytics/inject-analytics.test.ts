// @vitest-environment jsdom
import type { AnalyticsScript } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { analyticsAttribute, injectAnalytics } from './inject-analytics.ts'

/** A fresh page per test, so what one injects is not seen by the next. */
const newDocument = () => document.implementation.createHTMLDocument('site')

const gtm: AnalyticsScript = {
  section: 'HEAD',
  script: `<!-- Google Tag Manager -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST" data-site="demo"></script>
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ event: 'page' });</script>
<meta name="google-site-verification" content="abc">`,
}
const pixel: AnalyticsScript = {
  section: 'BODY',
  script: '<img height="1" width="1" src="https://www.facebook.com/tr?id=1&ev=PageView">',
}

const injectedIn = (parent: Element) =>
  Array.from(parent.children).filter((el) => el.hasAttribute(analyticsAttribute))

describe('injectAnalytics', () => {
  it("adds a HEAD snippet's scripts to the head as new script elements, with their attributes and code", () => {
    const page = newDocument()
    injectAnalytics(page, [gtm])
    const [loader, inline, meta] = injectedIn(page.head)

    expect(loader?.localName).toBe('script')
    expect(loader?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST')
    expect(loader?.hasAttribute('async')).toBe(true)
    expect(loader?.getAttribute('data-site')).toBe('demo')
    expect(inline?.textContent).toBe(
      "window.dataLayer = window.dataLayer || []; dataLayer.push({ event: 'page' });",
    )
    expect(meta?.outerHTML).toContain('name="google-site-verification"')
    expect(injectedIn(page.head)).toHaveLength(3)
  })

  it('injects script elements the page made itself, not parsed ones, which never run', () => {
    const page = newDocument()
    const made: HTMLScriptElement[] = []
    const createElement = page.createElement.bind(page)
    page.createElement = ((name: string) => {
      const element = createElement(name)
      if (name === 'script') made.push(element as HTMLScriptElement)
      return element
    }) as typeof page.createElement
    injectAnalytics(page, [gtm])
    const scripts = Array.from(page.head.querySelectorAll('script'))
    expect(scripts).toHaveLength(2)
    expect(scripts.every((script) => made.includes(script))).toBe(true)
  })

  it("gives the snippet's scripts the page's CSP nonce, in place of any they carried", () => {
    const page = newDocument()
    page.head.innerHTML = '<meta property="csp-nonce" nonce="p4ge">'
    injectAnalytics(page, [
      gtm,
      { section: 'HEAD', script: '<script nonce="{{nonce}}">window.tagged = true</script>' },
    ])
    const scripts = Array.from(page.head.querySelectorAll('script'))
    expect(scripts).toHaveLength(3)
    expect(scripts.map((script) => script.nonce)).toEqual(['p4ge', 'p4ge', 'p4ge'])
  })

  it('adds no nonce on a page that has none', () => {
    const page = newDocument()
    injectAnalytics(page, [gtm])
    const scripts = Array.from(page.head.querySelectorAll('script'))
    expect(scripts.map((script) => script.nonce)).toEqual(['', ''])
    expect(scripts.some((script) => script.hasAttribute('nonce'))).toBe(false)
  })

  it('puts a BODY snippet in the body as the text of one noscript, so nothing in it runs', () => {
    const page = newDocument()
    injectAnalytics(page, [
      { section: 'BODY', script: '<script>window.ran = true</script><img src="/p.gif">' },
    ])
    const [noscript] = injectedIn(page.body)
    expect(injectedIn(page.body)).toHaveLength(1)
    expect(noscript?.localName).toBe('noscript')
    expect(noscript?.textContent).toBe('<script>window.ran = true</script><img src="/p.gif">')
    expect(noscript?.children).toHaveLength(0)
    expect(page.querySelectorAll('script, img')).toHaveLength(0)
  })

  it('adds nothing the second time it gets the same snippets', () => {
    const page = newDocument()
    injectAnalytics(page, [gtm, pixel])
    const before = page.documentElement.outerHTML
    injectAnalytics(page, [gtm, pixel])
    injectAnalytics(page, [pixel])
    expect(page.documentElement.outerHTML).toBe(before)
  })

  it('adds a snippet it has not seen yet on a later call', () => {
    const page = newDocument()
    injectAnalytics(page, [gtm])
    injectAnalytics(page, [gtm, pixel])
    expect(injectedIn(page.head)).toHaveLength(3)
    expect(injectedIn(page.body)).toHaveLength(1)
  })

  it('keeps each page apart: a snippet injected in one page still goes into another', () => {
    const first = newDocument()
    const second = newDocument()
    injectAnalytics(first, [pixel])
    injectAnalytics(second, [pixel])
    expect(injectedIn(second.body)).toHaveLength(1)
  })

  it("leaves the page's own head and body alone, and skips empty snippets", () => {
    const page = newDocument()
    page.head.innerHTML = '<title>Site</title><script src="/app.js"></script>'
    injectAnalytics(page, [
      { section: 'HEAD', script: '  ' },
      { section: 'BODY', script: '' },
    ])
    expect(page.head.innerHTML).toBe('<title>Site</title><script src="/app.js"></script>')
    expect(page.body.children).toHaveLength(0)
  })
})
