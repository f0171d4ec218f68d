import { describe, expect, it, vi } from 'vitest'

// A server that installed core without the optional peer.
vi.mock('isomorphic-dompurify', () => {
  throw new Error("Cannot find package 'isomorphic-dompurify'")
})

describe('the sanitiser in Node without isomorphic-dompurify', () => {
  it('lets core import, and says what to install once something is sanitised', async () => {
    const { sanitizeCms } = await import('./sanitize-cms.ts')
    expect(() => sanitizeCms('<p>Hello</p>')).toThrow(/needs isomorphic-dompurify/)
  })
})
