// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { putThemeOnPage, themeOnPage, themeVariablesRule } from './theme-on-page.ts'

const gold = ['#fff7d6', '#f5d36b', '#d4a017', '#8a6400', '#3d2c00'] as const
const red = ['#ffe1e1', '#ff7777', '#dd2222', '#990000', '#440000'] as const
const slot = { template: 'template1', colors: { gold, red } }
const casino = {
  template: 'template8',
  body: { id: 'c3', classes: ['casino3'] },
  colors: { gold, red },
}

afterEach(() => {
  document.documentElement.removeAttribute('style')
  document.body.removeAttribute('class')
  document.body.removeAttribute('id')
})

describe('themeOnPage', () => {
  it('names the colour’s five shades as the kit’s variables, lightest first', () => {
    expect(themeOnPage(slot, 'gold').variables).toEqual({
      '--pk-shade-1': '#fff7d6',
      '--pk-shade-2': '#f5d36b',
      '--pk-shade-3': '#d4a017',
      '--pk-shade-4': '#8a6400',
      '--pk-shade-5': '#3d2c00',
    })
    expect(themeOnPage(casino, 'red').body).toEqual({
      id: 'c3',
      classes: ['red', 'template8', 'casino3'],
      mainWrapClasses: [],
    })
  })

  it('refuses a colour the theme does not allow', () => {
    expect(() => themeOnPage(slot, 'green')).toThrow('template1 does not allow the colour green')
  })
})

describe('putThemeOnPage', () => {
  it('dresses the page, and a second theme leaves nothing of the first', () => {
    document.body.className = 'keep-me'
    putThemeOnPage(document, themeOnPage(casino, 'red'))
    expect(document.documentElement.style.getPropertyValue('--pk-shade-3')).toBe('#dd2222')
    expect([...document.body.classList]).toEqual(['keep-me', 'red', 'template8', 'casino3'])
    expect(document.body.id).toBe('c3')

    putThemeOnPage(document, themeOnPage(slot, 'gold'))
    expect(document.documentElement.style.getPropertyValue('--pk-shade-3')).toBe('#d4a017')
    expect([...document.body.classList]).toEqual(['keep-me', 'gold', 'template1'])
    expect(document.body.hasAttribute('id')).toBe(false)
  })

  it('undresses the page for the kit’s own tokens', () => {
    document.body.className = 'keep-me'
    putThemeOnPage(document, themeOnPage(casino, 'gold'))
    putThemeOnPage(document, null)
    expect(document.documentElement.style.getPropertyValue('--pk-shade-1')).toBe('')
    expect([...document.body.classList]).toEqual(['keep-me'])
    expect(document.body.hasAttribute('id')).toBe(false)
  })
})

describe('themeVariablesRule', () => {
  it('writes the shades as a root rule', () => {
    expect(themeVariablesRule(themeOnPage(slot, 'gold').variables)).toBe(
      ':root{--pk-shade-1:#fff7d6;--pk-shade-2:#f5d36b;--pk-shade-3:#d4a017;--pk-shade-4:#8a6400;--pk-shade-5:#3d2c00}',
    )
  })

  it('leaves out anything that is not a colour, so nothing can leave the rule', () => {
    expect(
      themeVariablesRule({ '--pk-shade-1': 'red}</style><script>', '--pk-shade-2': '#000000' }),
    ).toBe(':root{--pk-shade-2:#000000}')
  })
})
