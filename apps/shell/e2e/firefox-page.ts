import puppeteer from 'puppeteer-core'
import type { EnginePage, EngineWindow } from './engine-page.ts'

/** Debian's Firefox ESR, headless, driven over WebDriver BiDi (scripts/ensure-engines.sh). */
export async function openFirefox(size: EngineWindow): Promise<EnginePage> {
  const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true })
  const page = await browser.newPage()
  await page.setViewport(size)
  page.setDefaultTimeout(15_000)
  const element = async (css: string) => {
    const handle = await page.waitForSelector(css, { visible: true })
    if (!handle) throw new Error(`Firefox: nothing matches ${css}`)
    return handle
  }
  return {
    engine: 'Firefox',
    async goto(address) {
      await page.goto(address, { waitUntil: 'load' })
    },
    // A function body, as WebDriver's scripts are, so both engines run the same text.
    run: (source) => page.evaluate(`(async () => { ${source} })()`),
    async click(css) {
      await (await element(css)).click()
    },
    async type(css, text) {
      await (await element(css)).type(text)
    },
    async pressTab() {
      await page.keyboard.press('Tab')
    },
    close: () => browser.close(),
  }
}
