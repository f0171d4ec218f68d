import { describe, expect, it } from 'vitest'
import { defineTheme, type Shades, type Theme } from './define-theme.ts'

const gold: Shades = ['#fff7d6', '#ffe38a', '#f5c242', '#b8860b', '#5c4305']
const red: Shades = ['#ffe1e1', '#ff9a9a', '#e23b3b', '#a31515', '#4d0808']

function theme(overrides: Partial<Theme<string>> = {}): Theme<string> {
  return {
    template: 'template4',
    codes: ['slot4'],
    colors: { gold, red },
    Layout: 'layout',
    loginEntry: 'login-modal',
    rewardsEntry: 'login-modal',
    ...overrides,
  }
}

describe('defineTheme', () => {
  it('returns a valid theme unchanged', () => {
    const valid = theme({ breakpoint: { name: 'template4Custom', px: 999 } })
    expect(defineTheme(valid)).toBe(valid)
  })

  it('refuses a theme with fewer than two colours', () => {
    expect(() => defineTheme(theme({ colors: { gold } }))).toThrow('at least two colours')
  })

  it('refuses a colour without exactly five hex shades', () => {
    const four = ['#ffffff', '#eeeeee', '#dddddd', '#cccccc'] as unknown as Shades
    expect(() => defineTheme(theme({ colors: { gold, red: four } }))).toThrow('colour red')
    const named: Shades = ['white', '#eeeeee', '#dddddd', '#cccccc', '#bbbbbb']
    expect(() => defineTheme(theme({ colors: { gold, red: named } }))).toThrow('colour red')
  })

  it('refuses a home page that shows a section twice', () => {
    expect(() => defineTheme(theme({ home: ['banners', 'rails', 'banners'] }))).toThrow(
      'a home section appears twice',
    )
    expect(defineTheme(theme({ home: ['matches', 'rails'] })).home).toEqual(['matches', 'rails'])
  })

  it('refuses a theme no code selects', () => {
    expect(() => defineTheme(theme({ codes: [] }))).toThrow('at least one theme code')
  })

  it('keeps custom breakpoints between 768 and 1200 px inclusive', () => {
    expect(() => defineTheme(theme({ breakpoint: { name: 'a', px: 768 } }))).not.toThrow()
    expect(() => defineTheme(theme({ breakpoint: { name: 'a', px: 1200 } }))).not.toThrow()
    expect(() => defineTheme(theme({ breakpoint: { name: 'a', px: 767 } }))).toThrow('outside')
    expect(() => defineTheme(theme({ breakpoint: { name: 'a', px: 1201 } }))).toThrow('outside')
  })
})
