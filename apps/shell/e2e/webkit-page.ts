import { Builder, By, Key, until, type WebDriver } from 'selenium-webdriver'
import { DriverService } from 'selenium-webdriver/remote'
import type { EnginePage, EngineWindow } from './engine-page.ts'
import { startVirtualDisplay } from './virtual-display.ts'

/**
 * WebKit, Safari's engine: WebKitGTK's MiniBrowser driven by WebKitWebDriver on a virtual
 * display (scripts/ensure-engines.sh). Not Safari itself, but the same engine's layout, styles
 * and script.
 */
export async function openWebKit(size: EngineWindow): Promise<EnginePage> {
  const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
  const browserPath =
    process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
  const screen = await startVirtualDisplay()
  const service = new DriverService.Builder(driverPath)
    // The driver listens on the loopback address only.
    .setLoopback(true)
    .setEnvironment(
      Object.fromEntries([
        ...Object.entries(process.env).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
        ['DISPLAY', screen.display],
      ]),
    )
    .build()
  let driver: WebDriver
  try {
    const address = await service.start(30_000)
    driver = await new Builder()
      .usingServer(address)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
      })
      .build()
    await driver.manage().window().setRect(size)
    await driver.manage().setTimeouts({ script: 15_000, pageLoad: 30_000 })
  } catch (error) {
    await service.kill()
    screen.stop()
    throw error
  }
  const element = async (css: string) => {
    const found = await driver.wait(until.elementLocated(By.css(css)), 15_000)
    return driver.wait(until.elementIsVisible(found), 15_000)
  }
  return {
    engine: 'WebKit',
    async goto(address) {
      await driver.get(address)
    },
    // WebDriver runs the source as a function body and waits for a promise it returns.
    run: (source) => driver.executeScript(source),
    async click(css) {
      await (await element(css)).click()
    },
    async type(css, text) {
      await (await element(css)).sendKeys(text)
    },
    async pressTab() {
      await driver.actions().sendKeys(Key.TAB).perform()
    },
    async close() {
      await driver.quit().catch(() => undefined)
      await service.kill()
      screen.stop()
    },
  }
}
