import type { TemplateName } from '@parlor/core'
import type { Page } from 'playwright-core'
import { siteUrl } from './chromium.ts'

/*
 * Page moves for tests that run one theme beside another (concurrent tests): Playwright's waits
 * only, since `expect.poll` outside a test's own `expect` cannot tell which test it serves.
 */

/**
 * The demo site's home with the operator's announcement dismissed, as a player meets it; the
 * dismissal is remembered for the rest of the browser context.
 */
export async function openHome(page: Page, template: TemplateName): Promise<void> {
  await page.goto(siteUrl(template), { waitUntil: 'networkidle' })
  const announcement = page.getByRole('dialog', { name: /^Welcome to / })
  await announcement.getByRole('button', { name: 'Got it' }).click()
  await announcement.waitFor({ state: 'detached' })
}

/** Waits until the address shows the path, whatever its query string. */
export async function waitForPathname(page: Page, path: string, timeout = 10_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout })
}

/**
 * Moves to another page the way the site's own links do, without loading a document: the router
 * follows the address on popstate. What the page holds (axe-core, compiled) stays.
 */
export async function goInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
  await waitForPathname(page, path)
}
