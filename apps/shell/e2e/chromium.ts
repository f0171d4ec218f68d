import { type Browser, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

/** Debian's Chromium: no browser download works on the machines this project runs on. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

export function siteUrl(site: string, path = '/'): string {
  return `http://${site}.localhost:${inject('demoPort')}${path}`
}

/** What went wrong on a page that a player would not see but a test must: errors, failed requests. */
export function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}
