import type { Page } from 'playwright-core'

/** Text a player should never read: a message id or a placeholder left unfilled. */
export async function untranslatedText(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator; what a player reads is the visible text
  const text = await page.locator('body').innerText()
  return text.match(/\{[a-zA-Z_]+\}|\b[a-z]+\.[a-z]+[A-Z][a-zA-Z]+\b/g) ?? []
}
