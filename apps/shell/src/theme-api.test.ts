// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import themeApi from '@parlor/ui-kit/theme-api.json'
import { describe, expect, it } from 'vitest'

/** The source of every component of the kit and of the site's pages. */
function sources(folder: string): string {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n')
}

const rendered =
  sources(new URL('../../../packages/ui-kit/src', import.meta.url).pathname) +
  sources(new URL('.', import.meta.url).pathname)

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
})
