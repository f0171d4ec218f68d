// Copies a package's stylesheets next to its compiled modules: tsc emits the .js files that
// import them but does not copy non-TypeScript files. Usage: node copy-css.mjs <from> <to>
import { cpSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

const [from, to] = process.argv.slice(2)
if (!from || !to) throw new Error('Usage: node copy-css.mjs <from> <to>')
for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.css')) continue
  const source = join(entry.parentPath, entry.name)
  cpSync(source, join(to, relative(from, source)))
}
