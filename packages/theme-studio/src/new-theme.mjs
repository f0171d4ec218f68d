#!/usr/bin/env node
// `pnpm new-theme <name> [--from template1] [--code <code>] [--title "A name"]`: a new theme package, made from an
// existing one, ready to change (docs/themes.md, and Storybook's "Make a theme" guide).
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'

/** A theme name: lower-case letters, digits and dashes, starting with a letter (core's rule). */
const namePattern = /^[a-z][a-z0-9-]*$/
/** What the copy leaves behind: what installing and building make again. */
const leftBehind = new Set(['node_modules', 'dist', 'CHANGELOG.md', '.turbo'])

/** Every occurrence of a theme's name as a word of its own: `template1`, not `template10`. */
const nameIn = (name) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`, 'g')

/** A title from a name: `harbour-lights` is "Harbour lights". */
const titleOf = (name) => {
  const words = name.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The names and codes the repository's themes answer to, from their manifests. */
function claimedNames(themesFolder) {
  const claimed = new Map()
  for (const folder of readdirSync(themesFolder, { withFileTypes: true })) {
    const manifest = join(themesFolder, folder.name, 'src', 'manifest.ts')
    if (!folder.isDirectory() || !existsSync(manifest)) continue
    const source = readFileSync(manifest, 'utf8')
    const template = /template:\s*'([^']+)'/.exec(source)?.[1] ?? folder.name
    const codes = [...(/codes:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/'([^']+)'/g)]
    for (const key of [template, ...codes.map((match) => match[1])]) {
      claimed.set(key.toLowerCase(), template)
    }
  }
  return claimed
}

/**
 * Writes `themes/<name>` from `themes/<from>` under `root`: the package renamed, the stylesheet,
 * stories and manifest speaking of the new name, the manifest answering to `code`; adds the
 * package to the player site's dependencies and a changeset announcing it. Throws, writing
 * nothing, for a name or code already taken or a theme to copy that does not exist.
 */
export function newTheme({ root, name, from = 'template1', code = name, title = titleOf(name) }) {
  if (!namePattern.test(name)) {
    throw new Error(`"${name}" is not a theme name: use lower-case letters, digits and dashes`)
  }
  if (!namePattern.test(code)) {
    throw new Error(`"${code}" is not a theme code: use lower-case letters, digits and dashes`)
  }
  const themes = join(root, 'themes')
  const source = join(themes, from)
  const target = join(themes, name)
  if (!existsSync(join(source, 'src', 'manifest.ts'))) {
    throw new Error(`There is no theme ${from} to start from (themes/${from})`)
  }
  if (existsSync(target)) throw new Error(`themes/${name} already exists`)
  const claimed = claimedNames(themes)
  for (const key of new Set([name, code])) {
    const owner = claimed.get(key)
    if (owner) throw new Error(`${owner} already answers to "${key}": choose another`)
  }

  cpSync(source, target, {
    recursive: true,
    filter: (path) => !leftBehind.has(path.split(/[\\/]/).at(-1)),
  })
  const renamed = nameIn(from)
  const sourceManifest = readFileSync(join(source, 'src', 'manifest.ts'), 'utf8')
  const oldCodes = [
    ...(/codes:\s*\[([^\]]*)\]/.exec(sourceManifest)?.[1] ?? '').matchAll(/'([^']+)'/g),
  ]
  for (const file of readdirSync(target, { recursive: true, encoding: 'utf8' })) {
    const path = join(target, file)
    if (!/\.(ts|tsx|css|json|md)$/.test(file)) continue
    let text = readFileSync(path, 'utf8').replace(renamed, name)
    for (const [, old] of oldCodes) text = text.replace(nameIn(old), code)
    if (file === join('src', 'manifest.ts')) {
      text = text
        .replace(/codes:\s*\[[^\]]*\]/, `codes: ['${code}']`)
        .replace(/title:\s*'[^']*'/, `title: '${title.replace(/['\\]/g, '')}'`)
    }
    if (file.endsWith('.stories.tsx')) {
      text = text.replace(
        /title:\s*'Themes\/[^']*'/,
        `title: 'Themes/${title.replace(/['\\/]/g, '')} (${name})'`,
      )
    }
    if (file === 'package.json') {
      const pkg = JSON.parse(text)
      pkg.name = `@parlor/theme-${name}`
      pkg.version = '0.0.0'
      pkg.description = `Parlor theme ${name} (${code}), made from ${from}`
      text = `${JSON.stringify(pkg, null, 2)}\n`
    }
    writeFileSync(path, text)
    const newFile = file.replace(renamed, name)
    if (newFile !== file) renameSync(path, join(target, newFile))
  }

  const shellPackage = join(root, 'apps', 'shell', 'package.json')
  const shell = JSON.parse(readFileSync(shellPackage, 'utf8'))
  shell.dependencies = Object.fromEntries(
    Object.entries({ ...shell.dependencies, [`@parlor/theme-${name}`]: 'workspace:^' }).sort(
      ([a], [b]) => a.localeCompare(b),
    ),
  )
  writeFileSync(shellPackage, `${JSON.stringify(shell, null, 2)}\n`)

  const changeset = join(root, '.changeset', `theme-${name}.md`)
  writeFileSync(
    changeset,
    `---\n'@parlor/theme-${name}': minor\n---\n\nA new theme, ${name} (theme code \`${code}\`), made from ${from}.\n`,
  )
  return { folder: relative(root, target), changeset: relative(root, changeset) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, code: { type: 'string' }, title: { type: 'string' } },
  })
  const [name] = positionals
  if (!name) {
    console.error(
      'Usage: pnpm new-theme <name> [--from template1] [--code <theme code>] [--title "A name"]',
    )
    process.exit(1)
  }
  const root = new URL('../../..', import.meta.url).pathname
  try {
    const made = newTheme({ root, name, ...values })
    console.info(`Made ${made.folder} and ${made.changeset}, and added it to apps/shell's dependencies.
Next:
  pnpm install                 link the new package
  pnpm storybook               see it under "Themes", and its palette's contrast
  ${made.folder}/src           palette.ts (colours), look.ts (arrangement), ${name}.css (styles)
A site shows it once its theme_code is ${values.code ?? name}.`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
