import { describe, expect, it } from 'vitest'
import type { Theme } from './define-theme.ts'
import { templateNames } from './template-name.ts'
import {
  findTemplate,
  isColorAllowed,
  resolveSiteTheme,
  type ThemeRegistry,
  type ThemeRegistryEntry,
} from './theme-registry.ts'

const unused = () => Promise.reject<Theme>(new Error('not loaded in this test'))

const registry = Object.fromEntries(
  templateNames.map((template, index) => [
    template,
    { codes: [`code${index}`], colors: ['gold', 'blue'], load: unused },
  ]),
) as unknown as Record<(typeof templateNames)[number], ThemeRegistryEntry>
registry.template4 = { codes: ['slot4'], colors: ['gold', 'red'], load: unused }
registry.template10 = { codes: ['sportsbook1'], colors: ['green', 'black'], load: unused }
const themes: ThemeRegistry = registry

describe('findTemplate', () => {
  it('finds a template by its theme code, in any case and with stray spaces', () => {
    expect(findTemplate(themes, 'slot4')).toBe('template4')
    expect(findTemplate(themes, ' SportsBook1 ')).toBe('template10')
  })

  it('finds a template by its own name', () => {
    expect(findTemplate(themes, 'template23')).toBe('template23')
  })

  it('knows no template18 and no unknown code', () => {
    expect(findTemplate(themes, 'template18')).toBeNull()
    expect(findTemplate(themes, 'slot99')).toBeNull()
    expect(findTemplate(themes, '')).toBeNull()
  })
})

describe('resolveSiteTheme', () => {
  it('resolves a known code with an allowed colour', () => {
    const resolved = resolveSiteTheme(themes, 'slot4', 'Red')
    expect(resolved).toMatchObject({ ok: true, template: 'template4', color: 'red' })
  })

  it('answers "Invalid theme code" for an unknown code, whatever the colour', () => {
    expect(resolveSiteTheme(themes, 'slot99', 'gold')).toEqual({
      ok: false,
      message: 'Invalid theme code',
    })
  })

  it('answers "Invalid theme color" for a colour the known code does not allow', () => {
    expect(resolveSiteTheme(themes, 'slot4', 'blue')).toEqual({
      ok: false,
      message: 'Invalid theme color',
    })
    expect(isColorAllowed(registry.template4, 'gold')).toBe(true)
  })
})
