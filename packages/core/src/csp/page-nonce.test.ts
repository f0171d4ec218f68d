// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { pageNonce } from './page-nonce.ts'

const pageWith = (head: string) => {
  const page = document.implementation.createHTMLDocument('site')
  page.head.innerHTML = head
  return page
}

describe('pageNonce', () => {
  it('reads the nonce of the meta tag Vite writes', () => {
    expect(pageNonce(pageWith('<meta property="csp-nonce" nonce="m3ta">'))).toBe('m3ta')
  })

  it('reads the hidden nonce a browser keeps in the property, not the attribute', () => {
    const page = pageWith('<meta property="csp-nonce" nonce="">')
    const meta = page.querySelector('meta') as HTMLMetaElement
    // What a browser does once the page has a policy: the attribute is emptied, the slot kept.
    Object.defineProperty(meta, 'nonce', { value: 'h1dden' })
    expect(meta.getAttribute('nonce')).toBe('')
    expect(pageNonce(page)).toBe('h1dden')
  })

  it("falls back to a script's nonce when the page has no meta tag", () => {
    const page = pageWith('<script src="/a.js"></script><script nonce="scr1pt"></script>')
    expect(pageNonce(page)).toBe('scr1pt')
  })

  it('is undefined on a page without a nonce', () => {
    expect(pageNonce(pageWith('<script src="/a.js"></script>'))).toBeUndefined()
    expect(pageNonce(pageWith('<meta property="csp-nonce">'))).toBeUndefined()
  })
})
