import { describe, expect, it } from 'vitest'
import { xmlProblems } from './xml-check.test-support.ts'

// The checker guards every artwork test, so it must itself catch what it claims to.
describe('the well-formedness check', () => {
  it('accepts balanced, escaped markup', () => {
    expect(xmlProblems('<svg a="1 &amp; 2"><text>Cats &amp; Coins &#39;</text><g/></svg>')).toEqual(
      [],
    )
  })

  it.each([
    ['<svg><text>Cats & Coins</text></svg>', 'unescaped &'],
    ['<svg><text>a < b</text></svg>', 'malformed'],
    ['<svg a="<b>"></svg>', 'malformed'],
    ['<svg><g></svg>', 'closes'],
    ['<svg><g>', 'unclosed'],
    ['<svg/><svg/>', 'root'],
    ['<svg a=1/>', 'malformed'],
  ])('refuses %s', (xml, problem) => {
    expect(xmlProblems(xml).join('\n')).toContain(problem)
  })
})
