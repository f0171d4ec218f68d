import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** The keyword in a theme package's package.json that makes an app take it as a theme. */
export const themeKeyword = 'parlor-theme'

/** The module the shell imports its themes from: one entry per theme package it depends on. */
export const themePackagesModule = 'virtual:parlor/theme-packages'
const resolvedId = `\0${themePackagesModule}`

const shellRoot = new URL('..', import.meta.url).pathname

interface PackageJson {
  readonly dependencies?: Readonly<Record<string, string>>
  readonly keywords?: readonly string[]
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson

/**
 * The app's dependencies that are theme packages (their package.json lists the `parlor-theme`
 * keyword), in the order its package.json lists them. Adding a theme to a site is adding it to
 * the app's dependencies: nothing else names it (docs/themes.md).
 */
export function themePackageNames(appRoot = shellRoot): string[] {
  const { dependencies = {} } = readJson(join(appRoot, 'package.json'))
  return Object.keys(dependencies).filter((name) => {
    const manifest = join(appRoot, 'node_modules', name, 'package.json')
    return existsSync(manifest) && (readJson(manifest).keywords ?? []).includes(themeKeyword)
  })
}

/**
 * Serves `virtual:parlor/theme-packages`: each theme package's manifest (its `./manifest`
 * export, small, in the first download) and its code behind a dynamic import, so a page
 * downloads its own site's theme only. Core's `registryOf` checks the manifests.
 */
export function themePackages(appRoot = shellRoot): Plugin {
  return {
    name: 'parlor-theme-packages',
    resolveId: (id) => (id === themePackagesModule ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined
      // A theme added to or removed from the dependencies changes the module.
      this.addWatchFile(join(appRoot, 'package.json'))
      const names = themePackageNames(appRoot)
      return [
        ...names.map(
          (name, index) => `import { manifest as manifest${index} } from '${name}/manifest'`,
        ),
        'export const themePackages = [',
        ...names.map(
          (name, index) => `  { manifest: manifest${index}, load: () => import('${name}') },`,
        ),
        ']',
      ].join('\n')
    },
  }
}
