// Each publishable package packed as `pnpm publish` would pack it (its prepack and postpack
// included), and its tarball read back: what an outside team downloads, and nothing more.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Packed, packAll } from './pack-packages.ts'
import {
  checksFolder,
  type PackageJson,
  type Publishable,
  publishable,
  readmeOf,
  repository,
} from './publishable.ts'

const run = promisify(execFile)
let workspace: string
let packs: Map<string, Packed>

beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'parlor-packs-'))
  packs = await packAll(publishable, workspace)
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  console.info(
    publishable
      .map((pkg) => {
        const packed = packs.get(pkg.name)
        return packed
          ? `  ${pkg.name.padEnd(26)} ${kib(packed.size).padStart(10)}, ${packed.files.length} files`
          : ''
      })
      .join('\n'),
  )
})
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

const packed = (pkg: Publishable) => {
  const found = packs.get(pkg.name)
  if (!found) throw new Error(`${pkg.name} was not packed`)
  return found
}
const read = (pkg: Publishable, file: string) =>
  readFileSync(join(packed(pkg).folder, file), 'utf8')

/** Files only this repository needs: tests and their helpers, stories, fixtures, catalog sources. */
const notForConsumers = [
  /\.test\./,
  /\.test-d\./,
  /\.stories\./,
  /-fixtures\./,
  /(^|\/)test\//,
  /(^|\/)test-support\//,
  /\.po$/,
  /(^|\/)glossary\.md$/,
  /\.tsbuildinfo$/,
  /(^|\/)(tsconfig.*|vitest\.config\.ts|lingui\.config\.ts)$/,
]

describe.each(publishable)('$name', (pkg) => {
  it('carries its README, the LICENSE, its CHANGELOG and its package.json', async () => {
    const { files } = packed(pkg)
    expect(files).toContain('package.json')
    expect(files).toContain('CHANGELOG.md')
    // Written by changesets, from the first release on: the version being packed has its entry.
    const { version } = JSON.parse(read(pkg, 'package.json')) as { version: string }
    expect(read(pkg, 'CHANGELOG.md')).toMatch(new RegExp(`^# ${pkg.name}\\n\\n## ${version}\\n`))
    expect(files).toContain('README.md')
    expect(files).toContain('LICENSE')
    expect(read(pkg, 'LICENSE')).toBe(readFileSync(join(repository, 'LICENSE'), 'utf8'))
    expect(read(pkg, 'README.md')).toBe(await readmeOf(pkg))
    expect(read(pkg, 'README.md')).toMatch(new RegExp(`^# ${pkg.name}\\n`))
  })

  it('ships nothing a consumer does not need', () => {
    const needless = packed(pkg).files.filter((file) =>
      notForConsumers.some((pattern) => pattern.test(file)),
    )
    expect(needless).toEqual([])
  })

  it('names real versions of the workspace packages it depends on', () => {
    const manifest = JSON.parse(read(pkg, 'package.json')) as PackageJson
    const ranges = [manifest.dependencies, manifest.peerDependencies].flatMap((deps) =>
      Object.values(deps ?? {}),
    )
    expect(ranges.filter((range) => range.startsWith('workspace:'))).toEqual([])
  })

  it('leaves its folder as it was: the extra files of the pack are gone again', () => {
    const left = ['LICENSE', ...(pkg.theme ? ['README.md'] : []), '.LICENSE.partial']
    expect(left.filter((file) => existsSync(join(pkg.folder, file)))).toEqual([])
    expect(readdirSync(pkg.folder).filter((file) => file.endsWith('.tgz'))).toEqual([])
  })
})

describe('@parlor/locales', () => {
  const locales = publishable.find((pkg) => pkg.name === '@parlor/locales')

  it('ships only its compiled catalogs: no sources, copies or glossaries', () => {
    if (!locales) throw new Error('@parlor/locales is not among the publishable packages')
    const { files } = packed(locales)
    expect(files.filter((file) => !file.startsWith('dist/'))).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'package.json',
    ])
    expect(files).toContain('dist/catalog-loaders.js')
    expect(files).toContain('dist/en/ui.js')
    // The export conditions of the workspace point into src, which is not shipped.
    expect(read(locales, 'package.json')).not.toContain('@parlor/source')
  })
})

describe('the packages as an app installs them', () => {
  it('are all dependencies of this package, so turbo builds and checks each before these tests', () => {
    const own = JSON.parse(readFileSync(join(checksFolder, 'package.json'), 'utf8')) as PackageJson
    const missing = publishable.filter((pkg) => !own.devDependencies?.[pkg.name])
    expect(missing.map((pkg) => pkg.name)).toEqual([])
  })

  it('import in plain Node: contract, core (both entries) and the catalogs', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        [
          "const entries = ['@parlor/contract', '@parlor/core', '@parlor/core/document', '@parlor/locales/catalog-loaders', '@parlor/locales/en/ui']",
          'const loaded = await Promise.all(entries.map((entry) => import(entry)))',
          'console.log(JSON.stringify(loaded.map((module) => Object.keys(module).length)))',
        ].join('\n'),
      ],
      { cwd: checksFolder },
    )
    const counts = JSON.parse(stdout) as number[]
    expect(counts).toHaveLength(5)
    for (const count of counts) expect(count).toBeGreaterThan(0)
  })
})
