import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** WCAG 2.1 A and AA, contrast included; axe's best practices are accessibility.e2e's business. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly nodes: readonly {
    readonly target: readonly string[]
    readonly failureSummary?: string
  }[]
}

/**
 * axe-core's serious and critical WCAG findings on the page as it is now, one line each, naming
 * the elements and what is wrong with the first of them (contrast figures included).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Once per document: a page checked again (resized) keeps the copy it has, compiled.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> }
        }
      ).axe
        // Violations only: the passes' details cost time nobody reads here.
        .run(document, { runOnly, resultTypes: ['violations'] })
        .then((result) => result.violations),
    wcag,
  )
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' '))
      const why = violation.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''
      const shown = targets.slice(0, 4).join(', ') + (targets.length > 4 ? ', …' : '')
      return `${violation.id} (${violation.impact}, ${targets.length}×): ${shown}: ${why}`
    })
}
