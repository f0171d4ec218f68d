import type { TemplateName } from '@parlor/core'
import type { Page } from 'playwright-core'
import { dismissAnnouncement, siteUrl, waitForPath } from './chromium.ts'

/**
 * The demo site's home with the operator's announcement dismissed, as a player meets it; the
 * dismissal is remembered for the rest of the browser context.
 */
export async function openHome(page: Page, template: TemplateName): Promise<void> {
  await page.goto(siteUrl(template), { waitUntil: 'networkidle' })
  await dismissAnnouncement(page)
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
  await waitForPath(page, path)
}
