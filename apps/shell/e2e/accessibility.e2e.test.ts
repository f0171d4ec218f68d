import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { dismissAnnouncement, iPhone, launchChromium, siteUrl } from './chromium.ts'
import { registerPlayer, signInContext } from './players.ts'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** WCAG 2.1 A and AA, and axe's best practices (landmarks, one h1, skip link first…). */
const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly nodes: readonly {
    readonly target: readonly string[]
    readonly failureSummary?: string
  }[]
}

/** axe-core's findings on the page as it is now, one line each, to read in the report. */
async function accessibilityFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> }
        }
      ).axe
        .run(document, { runOnly })
        .then((result) => result.violations),
    rules,
  )
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | ')}`,
  )
}

async function checkPages(context: BrowserContext, paths: readonly string[]) {
  const page = await context.newPage()
  const findings: string[] = []
  for (const path of paths) {
    await page.goto(siteUrl('template1', path), { waitUntil: 'networkidle' })
    if (path === '/') {
      // The announcement first, as the player meets it, then the page under it.
      findings.push(
        ...(await accessibilityFindings(page)).map((line) => `/ (announcement) ${line}`),
      )
      await dismissAnnouncement(page)
    }
    findings.push(...(await accessibilityFindings(page)).map((line) => `${path} ${line}`))
  }
  await page.close()
  return findings
}

// Three walks, two at a time: a page load mostly waits for the network to fall quiet.
describe.concurrent('accessibility of the player site (axe-core)', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('finds nothing on the pages a guest sees', async ({ expect }) => {
    const context = await browser.newContext()
    const paths = ['/', '/slots', '/sports', '/login', '/register', '/forgot-password']
    const more = ['/promotions', '/vip', '/leaderboard', '/about', '/download', '/no-such-page']
    expect(await checkPages(context, [...paths, ...more])).toEqual([])
    await context.close()
  }, 90_000)

  it('finds nothing on the pages a signed-in player sees', async ({ expect }) => {
    const player = await registerPlayer('template1.localhost', 'ax')
    const context = await browser.newContext()
    await signInContext(context, player)
    const wallet = ['/deposit', '/withdrawal', '/add-bank', '/statement', '/bet-history']
    const account = ['/', '/account', '/inbox', '/edit-profile', '/change-password', '/referral']
    const rewards = ['/mission', '/spin', '/minigame', '/playnow?provider=JILI&game=jili-001']
    expect(await checkPages(context, [...account, ...wallet, ...rewards])).toEqual([])
    await context.close()
  }, 120_000)

  it('finds nothing on a phone, app bar included', async ({ expect }) => {
    const player = await registerPlayer('template1.localhost', 'axp')
    const context = await browser.newContext(iPhone)
    await signInContext(context, player)
    expect(await checkPages(context, ['/', '/slots', '/account', '/deposit'])).toEqual([])
    await context.close()
  }, 60_000)
})
