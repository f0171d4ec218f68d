// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import themeApi from '@parlor/ui-kit/theme-api.json'
import { describe, expect, it } from 'vitest'

const kit = new URL('../../../packages/ui-kit/src', import.meta.url).pathname
const site = new URL('.', import.meta.url).pathname

/** The files of a folder, at any depth, whose names pass the test. */
function files(folder: string, keep: (file: string) => boolean): [string, string][] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((file) => [file, readFileSync(join(folder, file), 'utf8')])
}

const isComponent = (file: string) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file)
const rendered = [...files(kit, isComponent), ...files(site, isComponent)]
  .map(([, source]) => source)
  .join('\n')
const stylesheets = [
  ...files(kit, (file) => file.endsWith('.css')),
  ...files(site, (file) => file.endsWith('.css')),
]

/**
 * The theme API is a promise to every theme: each part it lists is on the page. Renaming or
 * dropping one breaks themes, so it fails here until theme-api.json (and the kit's version) say so.
 */
describe('the theme API', () => {
  it.each(Object.keys(themeApi.slots))('has the slot %s on an element', (slot) => {
    expect(rendered).toMatch(new RegExp(`\\b(data-)?slot(=|: )["']${slot}["']`))
  })

  it.each(Object.keys(themeApi.regions))('has the frame region %s', (region) => {
    expect(rendered).toMatch(new RegExp(`\\b(data-)?region=["']${region}["']`))
  })

  it.each(Object.keys(themeApi.tokens))('has a stylesheet reading the token %s', (token) => {
    expect(stylesheets.some(([, css]) => css.includes(`var(${token}`))).toBe(true)
  })

  it('keeps every rule of the kit and the site in its cascade layer, beneath the theme’s', () => {
    // The layers' order, the font faces a script's sheet imports, then one layer holding the rest.
    const layered =
      /^@layer pk\.tokens, pk\.kit, pk\.shell, pk\.theme;\n(@import [^;]+;\n\n?)*@layer pk\.\w+ \{\n[\s\S]*\n\}\n$/
    const withoutHeading = (css: string) => css.replace(/^\/\*[\s\S]*?\*\/\n+/, '')
    // The toaster's rules stay unlayered: they must beat the toast library's own, which it
    // injects unlayered at run time.
    const unlayered = stylesheets
      .filter(([file]) => !file.endsWith('toaster.css'))
      .filter(([, css]) => !layered.test(withoutHeading(css)))
      .map(([file]) => file)
    expect(unlayered).toEqual([])
  })
})
