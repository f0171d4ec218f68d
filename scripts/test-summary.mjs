// Prints one closing line for the whole workspace from the JSON reports each package's Vitest
// run leaves behind (turbo restores them on a cache hit, so the total never undercounts).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const roots = ['apps', 'packages', 'themes']
let passed = 0
let failed = 0
let skipped = 0
const lines = []
for (const root of roots) {
  if (!existsSync(root)) continue
  for (const name of readdirSync(root)) {
    for (const [file, kind] of [
      ['.vitest-report.json', ''],
      ['.vitest-e2e-report.json', ' (browser)'],
      ['.vitest-attacks-report.json', ' (attacks)'],
    ]) {
      const report = join(root, name, file)
      if (!existsSync(report)) continue
      const result = JSON.parse(readFileSync(report, 'utf8'))
      passed += result.numPassedTests
      failed += result.numFailedTests
      skipped += result.numPendingTests + result.numTodoTests
      lines.push(
        `  ${(join(root, name) + kind).padEnd(28)} ${result.numPassedTests} passed, ${result.numFailedTests} failed`,
      )
    }
  }
}
console.info('\nVitest, by package:')
console.info(lines.join('\n'))
console.info(`vitest: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exitCode = failed > 0 ? 1 : 0
