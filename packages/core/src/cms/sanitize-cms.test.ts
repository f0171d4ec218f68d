import { describe, expect, it } from 'vitest'
import { sanitizeCms } from './sanitize-cms.ts'

describe('sanitizeCms', () => {
  it('keeps ordinary rich text', () => {
    const html =
      '<h2>Banking</h2><p>We accept <strong>GCash</strong> and <em>bank transfer</em>.</p><ul><li>Fast</li></ul><table><tbody><tr><td>Min</td><td>100</td></tr></tbody></table><img src="/a.png" alt="GCash"><a href="/deposit">Deposit</a>'
    expect(sanitizeCms(html)).toBe(html)
  })

  it.each([
    ['<img src=x onerror="alert(1)">', /onerror/],
    ['<svg onload=alert(1)><circle/></svg>', /onload/],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['<script>alert(1)</script><p>ok</p>', /<script/],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', /iframe|script/],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', /onerror/],
    ['<form action="https://evil.example"><input name="password"></form>', /form|input/],
    ['<p style="position:fixed;inset:0">overlay</p>', /style/],
    ['<style>body{display:none}</style>', /style|display/],
  ])('removes the payload of %s', (payload, forbidden) => {
    expect(sanitizeCms(payload)).not.toMatch(forbidden)
  })

  it('makes new-tab links unable to reach back to the site', () => {
    expect(sanitizeCms('<a href="https://partner.example" target="_blank">Partner</a>')).toBe(
      '<a href="https://partner.example" target="_blank" rel="noopener noreferrer">Partner</a>',
    )
  })
})
