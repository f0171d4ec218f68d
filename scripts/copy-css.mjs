// Copies a package's stylesheets next to its compiled modules: tsc emits the .js files that
// import them but does not copy non-TypeScript files. It also takes those imports out of the
// declarations, where tsc keeps them: types say nothing about a stylesheet, and an app checked
// with noUncheckedSideEffectImports and without skipLibCheck would otherwise fail on a `.css`
// module its TypeScript cannot resolve (arethetypeswrong reports it as an internal resolution
// error). The line is left blank, so declaration maps still point at the right lines.
// Usage: node copy-css.mjs <from> <to>
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const [from, to] = process.argv.slice(2)
if (!from || !to) throw new Error('Usage: node copy-css.mjs <from> <to>')
for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.css')) continue
  const source = join(entry.parentPath, entry.name)
  cpSync(source, join(to, relative(from, source)))
}
const stylesheetImport = /^import ['"][^'"]+\.css['"];?$/gm
for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue
  const path = join(entry.parentPath, entry.name)
  const declarations = readFileSync(path, 'utf8')
  const stripped = declarations.replace(stylesheetImport, '')
  if (stripped !== declarations) writeFileSync(path, stripped)
}
