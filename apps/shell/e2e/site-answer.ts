import type { BrowserContext, Page, Route } from 'playwright-core'
import { fetchForSite } from './chromium.ts'

// biome-ignore lint/suspicious/noExplicitAny: a test changes whichever fields it needs
type Startup = any

/**
 * Serves a site's pages with its startup answer changed (an operator's slip, a switch turned on),
 * the way the platform server would have written it into the page: each page document is
 * fetched from the server as the browser asked for it and its embedded answer replaced.
 */
export async function withStartup(
  target: Page | BrowserContext,
  change: (startup: Startup) => Startup,
): Promise<void> {
  await target.route(
    (url) => url.hostname.endsWith('.localhost'),
    async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await fetchForSite(route)
      const html = await response.text()
      const block = /(<script type="application\/json" id="parlor-startup"[^>]*>)(.*?)(<\/script>)/s
      const startup = JSON.parse(block.exec(html)?.[2] ?? 'null')
      const changed = JSON.stringify(change(startup)).replace(/</g, '\\u003c')
      await route.fulfill({ response, body: html.replace(block, `$1${changed}$3`) })
    },
  )
}
