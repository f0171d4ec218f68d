import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { registryOf } from '@parlor/core'
import stylelint from 'stylelint'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newTheme } from './new-theme.mjs'

const repository = new URL('../../..', import.meta.url).pathname
let root: string

/** A throw-away repository with two of the real themes and the player site's package.json. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'parlor-studio-'))
  for (const theme of ['template1', 'template10']) {
    cpSync(join(repository, 'themes', theme), join(root, 'themes', theme), {
      recursive: true,
      filter: (path) => !/[\\/](node_modules|dist)$/.test(path),
    })
  }
  // The themes' tsconfig extends the repository's, which the test's imports read.
  cpSync(join(repository, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'))
  mkdirSync(join(root, 'apps', 'shell'), { recursive: true })
  mkdirSync(join(root, '.changeset'))
  writeFileSync(
    join(root, 'apps', 'shell', 'package.json'),
    JSON.stringify({
      name: '@parlor/shell',
      dependencies: { '@parlor/core': 'workspace:^', '@parlor/theme-template1': 'workspace:^' },
    }),
  )
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const read = (path: string) => readFileSync(join(root, path), 'utf8')

describe('pnpm new-theme', () => {
  it('makes a theme package from another, speaking only of its own name and code', () => {
    expect(newTheme({ root, name: 'harbour', from: 'template1', code: 'harbour1' })).toEqual({
      folder: 'themes/harbour',
      changeset: '.changeset/theme-harbour.md',
    })
    const files = readdirSync(join(root, 'themes', 'harbour'), {
      recursive: true,
      encoding: 'utf8',
    })
    expect(files.sort()).toEqual(
      [
        'package.json',
        'src',
        'src/harbour.css',
        'src/harbour.stories.tsx',
        'src/index.ts',
        'src/look.ts',
        'src/manifest.ts',
        'src/palette.ts',
        'tsconfig.build.json',
        'tsconfig.json',
      ].sort(),
    )
    // Only the package's description says where it came from.
    for (const file of files.filter((file) => file.includes('.') && file !== 'package.json')) {
      expect(read(join('themes', 'harbour', file))).not.toMatch(/template1\b|slot1\b|Gold rush/)
    }
    expect(read('themes/harbour/src/manifest.ts')).toContain("template: 'harbour'")
    expect(read('themes/harbour/src/manifest.ts')).toContain("codes: ['harbour1']")
    expect(read('themes/harbour/src/index.ts')).toContain("import './harbour.css'")
    expect(read('themes/harbour/src/manifest.ts')).toContain("title: 'Harbour'")
    expect(read('themes/harbour/src/harbour.stories.tsx')).toContain(
      "title: 'Themes/Harbour (harbour)'",
    )
    expect(JSON.parse(read('themes/harbour/package.json'))).toMatchObject({
      name: '@parlor/theme-harbour',
      version: '0.0.0',
      description: 'Parlor theme harbour (harbour1), made from template1',
      keywords: ['parlor-theme'],
    })
  })

  it('adds it to the player site’s dependencies, in order, and announces it in a changeset', () => {
    newTheme({ root, name: 'aurora', from: 'template10', title: 'Northern lights' })
    expect(read('themes/aurora/src/manifest.ts')).toContain("title: 'Northern lights'")
    expect(Object.keys(JSON.parse(read('apps/shell/package.json')).dependencies)).toEqual([
      '@parlor/core',
      '@parlor/theme-aurora',
      '@parlor/theme-template1',
    ])
    expect(read('.changeset/theme-aurora.md')).toBe(
      "---\n'@parlor/theme-aurora': minor\n---\n\nA new theme, aurora (theme code `aurora`), made from template10.\n",
    )
  })

  it('writes a stylesheet on the theme API and a manifest the registry takes beside the others', async () => {
    // The theme's code is its name unless told otherwise.
    newTheme({ root, name: 'harbour' })
    const { results } = await stylelint.lint({
      files: [join(root, 'themes', 'harbour', 'src', 'harbour.css')],
      config: {
        plugins: [join(repository, 'packages/ui-kit/src/theme-api/theme-api-lint.mjs')],
        rules: { 'parlor/theme-api': true },
      },
    })
    expect(results[0]?.warnings).toEqual([])
    const manifest = async (theme: string) =>
      (await import(join(root, 'themes', theme, 'src', 'manifest.ts'))).manifest
    const load = () => Promise.reject(new Error('not loaded here'))
    const registry = registryOf([
      { manifest: await manifest('template1'), load },
      { manifest: await manifest('template10'), load },
      { manifest: await manifest('harbour'), load },
    ])
    expect(registry.harbour).toMatchObject({ codes: ['harbour'], colors: ['gold', 'red', 'blue'] })
  })

  it('refuses a taken name or code, a bad name and a missing source, writing nothing', () => {
    const attempts = [
      [{ name: 'template10' }, 'themes/template10 already exists'],
      [
        { name: 'harbour', code: 'sportsbook1' },
        'template10 already answers to "sportsbook1": choose another',
      ],
      [
        { name: 'Harbour Lights' },
        '"Harbour Lights" is not a theme name: use lower-case letters, digits and dashes',
      ],
      [
        { name: 'harbour', from: 'template99' },
        'There is no theme template99 to start from (themes/template99)',
      ],
    ] as const
    for (const [options, message] of attempts) {
      expect(() => newTheme({ root, ...options })).toThrow(message)
    }
    expect(readdirSync(join(root, 'themes')).sort()).toEqual(['template1', 'template10'])
    expect(existsSync(join(root, '.changeset', 'theme-harbour.md'))).toBe(false)
    expect(Object.keys(JSON.parse(read('apps/shell/package.json')).dependencies)).toHaveLength(2)
  })
})
