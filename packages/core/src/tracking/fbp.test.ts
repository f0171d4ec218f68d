import { describe, expect, it } from 'vitest'
import { readFbp } from './fbp.ts'

describe('readFbp', () => {
  it("reads the Meta pixel's _fbp cookie among the others", () => {
    const header = 'i18n_redirected=EN; _fbp=fb.1.1596403881668.1116446470; viewport=desktop'
    expect(readFbp(header)).toBe('fb.1.1596403881668.1116446470')
  })

  it('is empty without the cookie, or without cookies at all', () => {
    expect(readFbp('_fbc=fb.1.123.abc; _fbpx=1')).toBe('')
    expect(readFbp('')).toBe('')
    expect(readFbp(undefined)).toBe('')
  })

  it('decodes, trims and caps the value as the site-visit call accepts it', () => {
    expect(readFbp('_fbp=%20fb.1.2.3%20')).toBe('fb.1.2.3')
    expect(readFbp(`_fbp=${'x'.repeat(300)}`)).toHaveLength(256)
  })
})
