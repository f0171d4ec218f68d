import type { Browser, BrowserContext, Page } from 'playwright-core'

interface TimelineTrace {
  traceEvents: {
    name: string
    args?: { elementCount?: number; beginData?: { frame?: string } }
  }[]
}

/**
 * The most elements one style recalculation of the page restyled while `during` ran, from
 * Chromium's timeline. Frames of the page's own (a live chat's) are left out: they are not the
 * page a player waits for. Fails when the page was not restyled at all, which would say the
 * action under test never reached it.
 */
export async function largestRestyle(
  browser: Browser,
  context: BrowserContext,
  page: Page,
  during: (page: Page) => Promise<void>,
): Promise<number> {
  const { frameTree } = await (await context.newCDPSession(page)).send('Page.getFrameTree')
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  await during(page)
  const trace = JSON.parse((await browser.stopTracing()).toString()) as TimelineTrace
  const restyled = trace.traceEvents
    .filter((event) => event.name === 'UpdateLayoutTree')
    .filter((event) => event.args?.beginData?.frame === frameTree.frame.id)
    .map((event) => event.args?.elementCount ?? 0)
  if (restyled.length === 0) throw new Error('The page was not restyled while the trace ran')
  return Math.max(...restyled)
}
