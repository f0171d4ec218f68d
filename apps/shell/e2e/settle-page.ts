import type { Page } from 'playwright-core'

/** Resolves once nothing in the document has changed for `quietMs`, or after `maxMs` at most. */
function domQuiet({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, quietMs)
    })
    const done = () => {
      observer.disconnect()
      clearTimeout(limit)
      resolve()
    }
    let timer = setTimeout(done, quietMs)
    const limit = setTimeout(done, maxMs)
    observer.observe(document, { subtree: true, childList: true, attributes: true })
  })
}

/** True once the first viewport has no image on its way and no list still loading. */
function nothingPendingInView(): boolean {
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    )
  }
  const images = [...document.images].filter((image) => inView(image) && !image.complete)
  const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter(inView)
  return images.length + busy.length === 0
}

/**
 * Waits until the page at the top has stopped changing: the document quiet (a resize's re-render
 * and the chunks it loads done), fonts loaded, the images in view arrived and no list in view
 * still loading. The context should ask for reduced motion, which stills the winners ticker.
 * Playwright's waits only, no `expect.poll`: it works in concurrent tests too.
 */
export async function settlePage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.evaluate(domQuiet, { quietMs: 300, maxMs: 5_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForFunction(nothingPendingInView, undefined, { timeout: 10_000 })
}
