import { describe, expect, it } from 'vitest'
import type { Theme } from './define-theme.ts'
import { findTemplate, isColorAllowed, registryOf, resolveSiteTheme } from './theme-registry.ts'

const themeModule = { default: { template: 'template4' } as Theme }
const unused = () => Promise.reject<typeof themeModule>(new Error('not loaded in this test'))
const manifest = (template: string, codes: string[], colorNames = ['gold', 'blue']) => ({
  manifest: { template, codes, colorNames },
  load: unused,
})

/** Four of the specification's templates and one made outside the repository. */
const themes = registryOf([
  manifest('template1', ['slot1']),
  {
    manifest: {
      template: 'template4',
      title: 'Art deco',
      codes: ['slot4'],
      colorNames: ['gold', 'red'],
    },
    load: () => Promise.resolve(themeModule),
  },
  manifest('template10', ['sportsbook1'], ['green', 'black']),
  manifest('template23', ['casino9']),
  manifest('harbour-lights', ['harbour']),
])

describe('registryOf', () => {
  it('takes each theme package by its manifest, its code loaded only when asked', async () => {
    expect(Object.keys(themes)).toEqual([
      'template1',
      'template4',
      'template10',
      'template23',
      'harbour-lights',
    ])
    expect(themes.template10).toEqual({
      codes: ['sportsbook1'],
      colors: ['green', 'black'],
      load: expect.any(Function),
    })
    expect(themes.template4?.title).toBe('Art deco')
    await expect(themes.template4?.load()).resolves.toBe(themeModule.default)
  })

  it('refuses a manifest that is not one, naming the theme and what is wrong', () => {
    expect(() => registryOf([manifest('Template 2', ['slot2'])])).toThrow(
      'The theme manifest of Template 2 is not valid: A theme name is lower-case letters, digits and dashes',
    )
    expect(() => registryOf([manifest('template2', [])])).toThrow('at least one code')
    expect(() =>
      registryOf([
        {
          ...manifest('template2', ['slot2']),
          manifest: {
            template: 'template2',
            title: ' ',
            codes: ['slot2'],
            colorNames: ['gold', 'red'],
          },
        },
      ]),
    ).toThrow('The theme manifest of template2 is not valid')
    expect(() => registryOf([manifest('template2', ['slot2'], ['gold'])])).toThrow(
      'at least two colours',
    )
    expect(() => registryOf([manifest('template2', ['slot2'], ['gold', 'mauve'])])).toThrow(
      'one of core’s colour names',
    )
  })

  it('lets a theme answer to its own name as a code', () => {
    expect(Object.keys(registryOf([manifest('harbour', ['harbour', 'harbour2'])]))).toEqual([
      'harbour',
    ])
  })

  it('refuses two themes of one name, or answering to one code in any case', () => {
    expect(() =>
      registryOf([manifest('template1', ['slot1']), manifest('template2', ['SLOT1'])]),
    ).toThrow('template2 and template1 both answer to the theme code slot1')
    expect(() =>
      registryOf([manifest('template1', ['slot1']), manifest('template1', ['slot9'])]),
    ).toThrow('Two theme packages are named template1')
  })
})

describe('findTemplate', () => {
  it('finds a template by its theme code, in any case and with stray spaces', () => {
    expect(findTemplate(themes, 'slot4')).toBe('template4')
    expect(findTemplate(themes, ' SportsBook1 ')).toBe('template10')
  })

  it('finds a template by its own name, a theme made elsewhere as well', () => {
    expect(findTemplate(themes, 'template23')).toBe('template23')
    expect(findTemplate(themes, 'Harbour-Lights')).toBe('harbour-lights')
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
    expect(themes.template4 && isColorAllowed(themes.template4, 'gold')).toBe(true)
  })
})
