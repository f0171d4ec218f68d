// Bundle budgets of the player site's later downloads, from the build's Vite manifest: what each
// route downloads when first visited beyond what the site's entry already loaded, what a
// catalog domain a route loads (messages, validation, content) adds, and a casino's or a
// sportsbook's lead section beside the home, each at most 30 KiB gzip (size-limit's file plugin,
// level 9). What a first visit downloads, and what each theme adds, is counted in Chromium as it
// travels (e2e/budgets.e2e.test.ts). Prints every figure; exits 1 when a budget is exceeded.
// Usage: node bench/bundle-budgets.mjs [dist folder]
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import filePlugin from '@size-limit/file'
import sizeLimit from 'size-limit'

const KiB = 1024
export const budgets = { routeChunk: 30 * KiB }

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

async function gzipSize(files) {
  if (files.length === 0) return 0
  const [result] = await sizeLimit([filePlugin], {
    checks: [{ files: files.map((file) => join(dist, file)), gzip: true }],
  })
  return result.size
}

const entry = closure('index.html')
const pages = Object.keys(manifest).filter((key) => key.startsWith('src/pages/'))
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

const homeClosure = new Set([...entry, ...closure(home)])
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
