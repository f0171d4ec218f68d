// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { themePackageNames, themePackages, themePackagesModule } from './theme-packages.ts'

/** An app folder as a package manager leaves it: its package.json and its installed deps. */
function appWith(installed: Record<string, string[]>, listed = Object.keys(installed)) {
  const root = mkdtempSync(join(tmpdir(), 'parlor-app-'))
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ dependencies: Object.fromEntries(listed.map((name) => [name, '^1.0.0'])) }),
  )
  for (const [name, keywords] of Object.entries(installed)) {
    mkdirSync(join(root, 'node_modules', name), { recursive: true })
    writeFileSync(
      join(root, 'node_modules', name, 'package.json'),
      JSON.stringify({ name, keywords }),
    )
  }
  return root
}

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

describe('the site’s theme packages', () => {
  const root = appWith({
    '@parlor/theme-template1': ['parlor-theme'],
    react: ['react'],
    'harbour-lights-theme': ['casino', 'parlor-theme'],
    '@parlor/core': [],
  })
  roots.push(root)

  it('are the dependencies whose package says it is a theme, in the app’s order', () => {
    expect(themePackageNames(root)).toEqual(['@parlor/theme-template1', 'harbour-lights-theme'])
  })

  it('leave out a listed dependency that is not installed', () => {
    const missing = appWith({ 'a-theme': ['parlor-theme'] }, ['a-theme', 'not-installed'])
    roots.push(missing)
    expect(themePackageNames(missing)).toEqual(['a-theme'])
  })

  it('make a module of their manifests, their code behind a dynamic import each', async () => {
    const plugin = themePackages(root)
    const resolveId = plugin.resolveId as (id: string) => string | undefined
    const load = plugin.load as (
      this: { addWatchFile: (file: string) => void },
      id: string,
    ) => string
    const id = resolveId(themePackagesModule)
    expect(id).toBeDefined()
    expect(resolveId('react')).toBeUndefined()
    const watched: string[] = []
    const source = load.call({ addWatchFile: (file) => watched.push(file) }, id as string)
    expect(source).toBe(
      [
        "import { manifest as manifest0 } from '@parlor/theme-template1/manifest'",
        "import { manifest as manifest1 } from 'harbour-lights-theme/manifest'",
        'export const themePackages = [',
        "  { manifest: manifest0, load: () => import('@parlor/theme-template1') },",
        "  { manifest: manifest1, load: () => import('harbour-lights-theme') },",
        ']',
      ].join('\n'),
    )
    expect(watched).toEqual([join(root, 'package.json')])
  })
})
