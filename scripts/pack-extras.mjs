// What a publishable package's tarball carries besides its own files: the repository's LICENSE
// and, for a theme, its README.md (scripts/theme-readme.mjs). Each package's `prepack` writes
// them into its folder and its `postpack` takes them away again, so nothing is committed 27 times
// and the folders stay as committed (the theme studio copies theme folders). `pnpm pack`,
// `pnpm publish` and `npm pack` run both scripts; `pnpm pack --dry-run` runs only `prepack`,
// and the files it leaves are git-ignored. Usage, from a package's folder:
//   node ../../scripts/pack-extras.mjs write|remove
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isTheme, themeReadmeOf } from './theme-readme.mjs'

const folder = process.cwd()
const license = readFileSync(new URL('../LICENSE', import.meta.url), 'utf8')
const packageJson = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))

/** Every extra file of this package and what it holds. */
async function extras() {
  const files = { LICENSE: license }
  if (isTheme(packageJson)) {
    if (!existsSync(join(folder, 'dist', 'manifest.js'))) {
      throw new Error(`${packageJson.name} is not built: build it before packing it`)
    }
    files['README.md'] = await themeReadmeOf(folder)
  }
  return files
}

const action = process.argv[2]
if (action === 'write') {
  for (const [name, text] of Object.entries(await extras())) {
    // Written whole or not at all: a pack that reads the folder meanwhile never sees half a file.
    const partial = join(folder, `.${name}.partial`)
    writeFileSync(partial, text)
    renameSync(partial, join(folder, name))
  }
} else if (action === 'remove') {
  for (const [name, text] of Object.entries(await extras())) {
    const path = join(folder, name)
    // Only what `write` put there: a file someone wrote by hand stays.
    if (existsSync(path) && readFileSync(path, 'utf8') === text) rmSync(path)
  }
} else {
  throw new Error('Usage: node pack-extras.mjs write|remove')
}
