// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { isSafeHref } from '../navigation/url-safety.ts'
// Running the node suite again here checks every rule against a DOMPurify on the page's window.
import { xssPayloads } from './sanitize-cms.test.ts'
import { sanitizeCms } from './sanitize-cms.ts'

/**
 * What a browser runs: the package's `#purifier` import is `purifier.ts` there (DOMPurify on the
 * page's own window), where Node, as this test runner, would pick the jsdom one.
 */
vi.mock('#purifier', () => import('./purifier.ts'))

const forbiddenTags = new Set([
  'SCRIPT',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
  'STYLE',
  'SVG',
  'MATH',
  'META',
  'BASE',
  'LINK',
  'DIALOG',
  'TEMPLATE',
])
const urlAttributes = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'data'])

/** The output as the page would build it, to be inspected node by node. */
function render(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

describe('sanitizeCms on a page', () => {
  it.each(xssPayloads)('leaves nothing active of %s once on the page', (payload) => {
    const clean = sanitizeCms(payload)
    const page = render(clean)
    for (const element of page.querySelectorAll('*')) {
      expect(forbiddenTags.has(element.tagName.toUpperCase()), element.outerHTML).toBe(false)
      for (const { name, value } of element.attributes) {
        expect(name, element.outerHTML).not.toMatch(/^on|^style$|^srcdoc$|^popover|^command/)
        if (urlAttributes.has(name)) expect(isSafeHref(value), element.outerHTML).toBe(true)
      }
    }
    // Parsing the output again gives the same markup: no mutation left for a later parse.
    expect(page.innerHTML).toBe(clean)
  })

  it('gives new-tab links noopener and noreferrer', () => {
    const page = render(sanitizeCms('<a href="https://partner.example" target="_blank">P</a>'))
    const link = page.querySelector('a')
    expect(link?.relList.contains('noopener')).toBe(true)
    expect(link?.relList.contains('noreferrer')).toBe(true)
    expect(link?.target).toBe('_blank')
  })

  it('keeps rich text on the page', () => {
    const page = render(
      sanitizeCms('<h2>FAQ</h2><ul><li><a href="/faqs#deposit">Deposit</a></li></ul>'),
    )
    expect(page.querySelector('h2')?.textContent).toBe('FAQ')
    expect(page.querySelector('li a')?.getAttribute('href')).toBe('/faqs#deposit')
  })
})
