// Bundle budgets of the player site (issue: "Budgets"), from the build's Vite manifest:
// - the home route's initial JavaScript, theme included, at most 151 KiB gzip; a casino's or a
//   sportsbook's lead section, which downloads beside it behind a placeholder, at most 30 KiB;
// - what each route downloads when first visited, beyond what is already loaded, at most 30 KiB;
//   a catalog domain a route loads (messages, validation, content) is held to the same budget;
// - what each theme adds to the page that uses it (its code and the frame's, beyond the entry and
//   the home page), at most 6.2 KiB of JavaScript and 10 KiB of CSS (issue 5).
// Sizes come from size-limit's file plugin (gzip, level 9). Prints every figure; exits 1 when a
// budget is exceeded. Usage: node bench/bundle-budgets.mjs [dist folder]
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import filePlugin from '@size-limit/file'
import sizeLimit from 'size-limit'

const KiB = 1024
// Home 151 and theme 6.2 KiB since the security work of issue 13: every request field's check
// for control characters, real dates and web-only partner links, and the CSP nonce Vite's preload
// helper reads, took both from a few hundred bytes under their old 150 and 6 KiB to a few over.
export const budgets = {
  homeInitial: 151 * KiB,
  routeChunk: 30 * KiB,
  themeJs: 6.2 * KiB,
  themeCss: 10 * KiB,
}

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname)
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

/** The chunk of `key` and every chunk it imports statically, as manifest keys. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into)
  return into
}

const jsFiles = (keys) =>
  [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
const cssFiles = (keys) => [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))]

async function gzipSize(files) {
  if (files.length === 0) return 0
  const [result] = await sizeLimit([filePlugin], {
    checks: [{ files: files.map((file) => join(dist, file)), gzip: true }],
  })
  return result.size
}

const entry = closure('index.html')
const pages = Object.keys(manifest).filter((key) => key.startsWith('src/pages/'))
const themes = Object.keys(manifest).filter((key) => /themes\/[^/]+\/src\/index\.ts$/.test(key))
/** Catalog domains a route may load besides its chunks (see src/i18n/catalogs.ts). */
const catalogs = Object.keys(manifest).filter(
  (key) => key.includes('packages/locales/src/') && manifest[key].isDynamicEntry,
)
const home = 'src/pages/lobby/home-page.tsx'

const rows = []
let failed = false
const check = (name, size, budget) => {
  const over = size > budget
  failed ||= over
  rows.push({
    name,
    kib: (size / KiB).toFixed(1),
    budget: budget / KiB,
    result: over ? 'OVER' : 'ok',
  })
}

/**
 * The frame's parts a theme page loads right after its first paint: the footer always; the tab
 * bar (phones) or the player's column (wide screens) when the theme's arrangement, read from its
 * index.ts, has them. A screen shows one or the other, never both: the larger one counts. The
 * menu drawer is left out: it loads when a player opens it.
 */
async function framePartsOf(themeKey) {
  const source = readFileSync(new URL(`../${themeKey}`, import.meta.url), 'utf8')
  const lazy = [...closure(themeKey)].flatMap((key) => manifest[key].dynamicImports ?? [])
  const part = (pattern) => {
    const key = lazy.find((candidate) => pattern.test(candidate))
    return key ? [...closure(key)] : []
  }
  const either = [
    /phoneNavigation: 'tabs'/.test(source) ? part(/theme-frame\/frame-tab-bar\.tsx$/) : [],
    /navigation: 'columns'/.test(source) ? part(/theme-frame\/frame-aside\.tsx$/) : [],
  ]
  const sizes = await Promise.all(either.map((keys) => gzipSize(jsFiles(keys))))
  const larger = sizes[0] >= sizes[1] ? either[0] : either[1]
  return [...part(/theme-frame\/frame-footer\.tsx$/), ...larger]
}

const homeClosure = new Set([...entry, ...closure(home)])
const homeCss = new Set(cssFiles(homeClosure))
for (const theme of themes) {
  const initial = new Set([...homeClosure, ...closure(theme)])
  const own = [...new Set([...closure(theme), ...(await framePartsOf(theme))])].filter(
    (key) => !homeClosure.has(key),
  )
  const label = theme.replace(/^.*themes\/([^/]+)\/.*$/, '$1')
  check(`home, initial JS with ${label}`, await gzipSize(jsFiles(initial)), budgets.homeInitial)
  check(`theme ${label}, its JS`, await gzipSize(jsFiles(own)), budgets.themeJs)
  const css = cssFiles(own).filter((file) => !homeCss.has(file))
  check(`theme ${label}, its CSS`, await gzipSize(css), budgets.themeCss)
}
for (const page of pages) {
  const extra = [...closure(page)].filter((key) => !entry.has(key))
  check(
    `route ${page.replace('src/pages/', '')}`,
    await gzipSize(jsFiles(extra)),
    budgets.routeChunk,
  )
}

for (const lead of ['src/lobby/home-live-tables.tsx', 'src/sports/home-matches.tsx']) {
  const extra = [...closure(lead)].filter((key) => !homeClosure.has(key))
  check(
    `home lead ${lead.replace(/^.*\//, '')}`,
    await gzipSize(jsFiles(extra)),
    budgets.routeChunk,
  )
}

for (const catalog of catalogs) {
  const extra = [...closure(catalog)].filter((key) => !entry.has(key))
  const name = catalog.replace(/^.*locales\/src\//, '').replace(/\.ts$/, '')
  check(`catalog ${name}`, await gzipSize(jsFiles(extra)), budgets.routeChunk)
}

console.info('Bundle budgets (KiB gzip, budget in brackets)')
for (const row of rows) {
  console.info(`${row.result.padEnd(4)} ${row.kib.padStart(6)} [${row.budget}]  ${row.name}`)
}
if (failed) {
  console.error('A bundle budget is exceeded.')
  process.exit(1)
}
