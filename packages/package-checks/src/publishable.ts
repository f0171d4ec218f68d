import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isTheme, themeReadmeOf } from '../../../scripts/theme-readme.mjs'

/** The repository's root folder. */
export const repository = fileURLToPath(new URL('../../..', import.meta.url))
/** This package's folder: outside code resolves the packages from here, as an app would. */
export const checksFolder = fileURLToPath(new URL('..', import.meta.url))

export interface PackageJson {
  readonly name: string
  readonly private?: boolean
  readonly keywords?: readonly string[]
  readonly exports: Readonly<Record<string, unknown>>
  readonly files?: readonly string[]
  readonly dependencies?: Readonly<Record<string, string>>
  readonly devDependencies?: Readonly<Record<string, string>>
  readonly peerDependencies?: Readonly<Record<string, string>>
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>
}

export interface Publishable {
  readonly name: string
  readonly folder: string
  readonly packageJson: PackageJson
  readonly theme: boolean
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'))

/** Every package of packages/ and themes/ that is not private, in the order of its folder. */
export const publishable: readonly Publishable[] = ['packages', 'themes'].flatMap((root) =>
  readdirSync(join(repository, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(repository, root, entry.name))
    .filter((folder) => existsSync(join(folder, 'package.json')))
    .map((folder) => ({
      folder,
      packageJson: readJson(join(folder, 'package.json')) as PackageJson,
    }))
    .filter(({ packageJson }) => !packageJson.private)
    .map(({ folder, packageJson }) => ({
      name: packageJson.name,
      folder,
      packageJson,
      theme: isTheme(packageJson),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true })),
)

/** The README a package's tarball carries: a theme's is generated at pack time, the rest committed. */
export function readmeOf(pkg: Publishable): Promise<string> {
  return pkg.theme
    ? themeReadmeOf(pkg.folder)
    : Promise.resolve(readFileSync(join(pkg.folder, 'README.md'), 'utf8'))
}
