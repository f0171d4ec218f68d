import { get } from 'node:http'
import { type APIResponse, type Browser, chromium, type Page, type Route } from 'playwright-core'
import { inject, onTestFailed } from 'vitest'

/** Debian's Chromium: no browser download works on the machines this project runs on. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

/** A browser context that is an iPhone: its user agent, screen and touch. */
export const iPhone = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
}

export function siteUrl(site: string, path = '/'): string {
  return `http://${site}.localhost:${inject('demoPort')}${path}`
}

/**
 * Fetches, from the test's side, what the browser asked for: Node's resolver knows no
 * *.localhost, so the request goes to the loopback address with the site's own Host header (the
 * server prepares each site's page by it). Tried twice, since a kept-alive socket the server has
 * just closed fails the first try now and then.
 */
export function fetchForSite(route: Route): Promise<APIResponse> {
  const request = route.request()
  const url = new URL(request.url())
  const host = url.host
  url.hostname = '127.0.0.1'
  const fetched = () => route.fetch({ url: url.href, headers: { ...request.headers(), host } })
  return fetched().catch(fetched)
}

/** A site's page as a client that runs no script (a link preview, a crawler) receives it. */
export function pageSource(address: string): Promise<{ status: number; html: string }> {
  const url = new URL(address)
  return new Promise((resolve, reject) => {
    const request = get(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        headers: { host: url.host },
      },
      (response) => {
        let html = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          html += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html }))
      },
    )
    request.on('error', reject)
  })
}

/**
 * What went wrong on a page that a player would not see but a test must: uncaught errors, console
 * errors, a text shown without its translation, failed requests and error answers. A request the
 * browser dropped because the page moved on (net::ERR_ABORTED) is not a failure.
 */
export function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    if (message.text().includes('Uncompiled message')) problems.push(`lingui: ${message.text()}`)
  })
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

/**
 * Waits until the page shows the path, whatever its query string; the router's moves without a
 * document load count too. Playwright's own wait, so it also serves concurrent tests, where
 * `expect.poll` cannot tell which test it belongs to.
 */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout })
}

/**
 * Call in a test (or beforeEach): when it fails, the report shows where the page was and what it
 * said, which is most of what a screenshot would tell.
 */
export function describePageOnFailure(page: () => Page | undefined): void {
  onTestFailed(async () => {
    const current = page()
    if (!current || current.isClosed()) return
    const text = await current
      .locator('body')
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator, and the visible text is wanted
      .innerText({ timeout: 1_000 })
      .catch(() => '(unreadable)')
    console.error(`Page at ${current.url()}:\n${text.slice(0, 2_000)}`)
  })
}

/**
 * The operator's announcement opens over the home page on a first visit and hides the page from
 * assistive technology until dismissed; a test that reads the home page dismisses it first, as a
 * player would, with the button's text in the page's language. The dismissal is remembered for
 * the rest of the browser context.
 */
export async function dismissAnnouncement(page: Page, gotIt = 'Got it'): Promise<void> {
  const announcement = page.getByRole('dialog').and(page.locator('[data-dialog-id="announcement"]'))
  await announcement.getByRole('button', { name: gotIt }).click()
  await announcement.waitFor({ state: 'detached' })
}
