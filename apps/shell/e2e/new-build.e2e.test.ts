import { readdirSync, readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  describePageOnFailure,
  dismissAnnouncement,
  fetchForSite,
  launchChromium,
  siteUrl,
} from './chromium.ts'

describe('a new build published while the site is open', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('is found by the hourly check and makes the next navigation a full page load', async () => {
    const page = await browser.newPage()
    describePageOnFailure(() => page)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    let newBuildOut = false
    await page.route('**/builds/latest.json*', async (route) => {
      const response = await fetchForSite(route)
      const current = await response.json()
      await route.fulfill({
        json: newBuildOut ? { id: 'a-newer-build', timestamp: current.timestamp + 1 } : current,
      })
    })
    await page.clock.install()
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    const nav = page.getByRole('navigation', { name: 'Main' })

    // Before the check finds anything, moving between pages loads no document.
    await nav.getByRole('link', { name: 'Slots' }).click()
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor()
    expect(documents).toEqual(['/'])

    newBuildOut = true
    const checks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/builds/latest.json')) checks.push(request.url())
    })
    await page.clock.fastForward('59:00')
    await page.waitForTimeout(500)
    expect(checks).toEqual([])
    // The request goes out at once, the answer only once the route has asked the server: wait for
    // the answer, and a moment for the page to read it, before navigating.
    const answered = page.waitForResponse('**/builds/latest.json*')
    await page.clock.fastForward('01:01')
    await (await answered).finished()
    await page.waitForTimeout(250)
    // Pointing at a link preloads its page; that is not the navigation, and loads no document.
    await nav.getByRole('link', { name: 'Live casino' }).hover()
    await page.waitForTimeout(1_000)
    expect(documents).toEqual(['/'])
    expect(new URL(page.url()).pathname).toBe('/slots')
    await nav.getByRole('link', { name: 'Fishing' }).click()
    await page.getByRole('heading', { level: 1, name: 'Fishing' }).waitFor()
    await expect.poll(() => documents).toEqual(['/', '/fishing'])
    await page.close()
  })

  it('leaves the code as it was: only the page names the build, no chunk of the site does', () => {
    // A chunk naming its build would change with each build, and every chunk importing it with
    // it: a returning player would download the whole site again after a deploy that changed
    // none of its code.
    const dist = new URL('../dist/', import.meta.url)
    const { id } = JSON.parse(readFileSync(new URL('builds/latest.json', dist), 'utf8'))
    const code = readdirSync(new URL('assets/', dist), {
      recursive: true,
      encoding: 'utf8',
    }).filter((file) => /\.(js|css)$/.test(file))
    expect(code.length).toBeGreaterThan(100)
    expect(
      code.filter((file) => readFileSync(new URL(`assets/${file}`, dist), 'utf8').includes(id)),
    ).toEqual([])
    expect(readFileSync(new URL('index.html', dist), 'utf8')).toContain(id)
  })
})
