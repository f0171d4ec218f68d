/**
 * A page in a browser other than Chromium, through whichever driver speaks to that browser
 * (Puppeteer over WebDriver BiDi for Firefox, Selenium over WebDriver for WebKit). Only what a
 * player does: open an address, click, type, press Tab, and read the page back with a function
 * run inside it. Clicks and keys are the driver's real input, not `element.click()`: a target
 * that another element covers is a failure, as it would be under a player's finger.
 */
/**
 * The size a page opens at: Firefox's viewport; WebKit's window, whose page is this less
 * MiniBrowser's toolbar (about 40 px of height).
 */
export interface EngineWindow {
  readonly width: number
  readonly height: number
}

export interface EnginePage {
  readonly engine: string
  /** Opens the address and waits for its load event. */
  goto(address: string): Promise<void>
  /** Runs a script's source in the page and answers what it returns (awaited). */
  run(source: string): Promise<unknown>
  /** A real click on the element `css` names, scrolled into view first. */
  click(css: string): Promise<void>
  /** Real key presses into the element `css` names. */
  type(css: string, text: string): Promise<void>
  pressTab(): Promise<void>
  close(): Promise<void>
}

/**
 * Runs a self-contained function in the page: it is sent as source, without its closure, with
 * its arguments as JSON.
 */
export async function evaluate<TResult, TArgs extends unknown[]>(
  page: EnginePage,
  fn: (...args: TArgs) => TResult,
  ...args: TArgs
): Promise<Awaited<TResult>> {
  return (await page.run(
    `return (${fn.toString()}).apply(null, ${JSON.stringify(args)})`,
  )) as Awaited<TResult>
}

/**
 * Waits until `fn`, run in the page, returns something truthy, and returns it; after 30 s (a busy
 * machine's WebKit on a virtual display is slow to draw), fails naming what was not there.
 */
export async function waitInPage<TResult, TArgs extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: TArgs) => TResult,
  ...args: TArgs
): Promise<NonNullable<Awaited<TResult>>> {
  const timeoutMs = 30_000
  const until = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await evaluate(page, fn, ...args)
      if (value) return value as NonNullable<Awaited<TResult>>
    } catch (error) {
      // A navigation in flight destroys the page's context; the next try reads the new page.
      last = error
    }
    if (Date.now() > until) {
      throw new Error(`${page.engine}: no ${what} within ${timeoutMs} ms`, { cause: last })
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Marks the first element matching `css` whose text (or accessible label) contains `text` with a
 * test attribute, so the driver's own click and typing can find it by a plain selector.
 */
export async function markByText(
  page: EnginePage,
  css: string,
  text: string,
  mark: string,
): Promise<string> {
  await waitInPage(
    page,
    `${css} reading “${text}”`,
    (selector: string, wanted: string, name: string) => {
      const found = [...document.querySelectorAll(selector)].find((element) =>
        `${element.textContent} ${element.getAttribute('aria-label') ?? ''}`.includes(wanted),
      )
      found?.setAttribute('data-engine-target', name)
      return Boolean(found)
    },
    css,
    text,
    mark,
  )
  return `[data-engine-target="${mark}"]`
}
