import { describe, expect, it } from 'vitest'
import { seoPageName } from './seo-page-name.ts'

describe('the SEO record a page without one of its own asks for', () => {
  it('is the route’s first segment', () => {
    expect(seoPageName('/register')).toBe('register')
    expect(seoPageName('/change-password')).toBe('change-password')
    expect(seoPageName('/play/$provider/$game')).toBe('play')
  })

  it('is home for the home page', () => {
    expect(seoPageName('/')).toBe('home')
  })
})
