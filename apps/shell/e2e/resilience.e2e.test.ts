import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  describePageOnFailure,
  dismissAnnouncement,
  fetchForSite,
  launchChromium,
  siteUrl,
  waitForPath,
  watchProblems,
} from './chromium.ts'
import { type DemoServer, randomPort, startDemoServer } from './demo-server.ts'

describe('a site that loses its server', () => {
  let browser: Browser
  let server: DemoServer
  let page: Page | undefined
  const port = randomPort()
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-e2e-outage-'))
  const url = (path: string) => `http://template1.localhost:${port}${path}`

  beforeAll(async () => {
    // Its own server, as this test stops it: the other tests keep theirs.
    ;[browser, server] = await Promise.all([launchChromium(), startDemoServer(port, dataDir)])
  }, 120_000)
  afterAll(async () => {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('shows the disconnect error, then works again once the server is back', async () => {
    describePageOnFailure(() => page)
    page = await browser.newPage()
    const inFlight = new Set<Request>()
    page.on('request', (request) => inFlight.add(request))
    page.on('requestfinished', (request) => inFlight.delete(request))
    page.on('requestfailed', (request) => inFlight.delete(request))
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Slots' }).click()
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor()
    // The connection drops once nothing is on its way: a call the site made after its first
    // page (social accounts, partners, the visit report) would otherwise fail and rightly say so.
    await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0)

    await server.stop()
    // A page whose code never downloaded says so, instead of reloading into the browser's error.
    await nav.getByRole('link', { name: 'Promotions' }).click()
    await page.getByRole('heading', { name: 'This page could not be shown' }).waitFor()
    const tryAgain = page.getByRole('button', { name: 'Try again' })
    await tryAgain.click()
    await expect.poll(() => tryAgain.isEnabled()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/promotions')

    // A search asks the server: the player is told the site cannot be reached. A provider's name,
    // so the same search finds games once the server is back.
    await nav.getByRole('link', { name: 'Slots' }).click()
    await page.getByRole('searchbox', { name: 'Search games' }).fill('JILI')
    await expect.poll(() => new URL(page?.url() ?? '').searchParams.get('search')).toBe('JILI')
    const dialog = page.getByRole('dialog', { name: 'Something went wrong' })
    await expect
      .poll(() => dialog.textContent())
      .toContain('We cannot reach the site right now. Check your connection and try again.')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.getByText('The games could not be loaded').waitFor()

    server = await startDemoServer(port, dataDir)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect
      .poll(() => page?.getByRole('list', { name: 'Slots' }).getByRole('article').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
    expect(await page.getByText('The games could not be loaded').count()).toBe(0)
    expect(new URL(page.url()).searchParams.get('search')).toBe('JILI')
    await nav.getByRole('link', { name: 'Promotions' }).click()
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor()
    await expect.poll(() => page?.getByRole('article').count()).toBeGreaterThan(0)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.close()
  }, 120_000)
})

describe('code the site wants only after its first page', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('is let go when it does not arrive: the page goes on, with no error', async () => {
    const page = await browser.newPage()
    describePageOnFailure(() => page)
    const problems = watchProblems(page)
    // The after-mount work, the device watch and the build watch, cut off on the way as a dropped
    // connection (or Firefox stopping a page's downloads when the player leaves) cuts them.
    const afterPage = /\/assets\/(?:after-mount|watch-device|watch-builds)-[\w-]+\.js$/
    const refused: string[] = []
    await page.route(afterPage, (route) => {
      refused.push(new URL(route.request().url()).pathname)
      return route.abort('connectionfailed')
    })
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    await expect.poll(() => refused.length).toBe(3)

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Slots' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor()
    // Only the refusals themselves are reported: each request, and the browser's line for it.
    const ownRefusal = (problem: string) =>
      (problem.startsWith('failed: ') && refused.some((path) => problem.includes(path))) ||
      problem === 'console: Failed to load resource: net::ERR_CONNECTION_FAILED'
    expect(problems.filter((problem) => !ownRefusal(problem))).toEqual([])
    await page.close()
  })
})

describe('operator content', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('runs nothing from a CMS body carrying script payloads, and still shows its text', async () => {
    const page = await browser.newPage()
    describePageOnFailure(() => page)
    const problems = watchProblems(page)
    const payload = [
      '<h2>Hostile about page</h2>',
      '<script>window.__parlorPwned = "script"</script>',
      '<img src="/no-such-image.png" onerror="window.__parlorPwned = \'onerror\'" alt="">',
      '<p onclick="window.__parlorPwned = \'onclick\'">Read the rules.</p>',
      '<a href="javascript:window.__parlorPwned = \'href\'">Our rules</a>',
      '<iframe srcdoc="<script>parent.__parlorPwned = \'iframe\'</script>"></iframe>',
      '<svg><animate onbegin="window.__parlorPwned = \'svg\'" attributeName="x"/></svg>',
    ].join('')
    await page.route('**/api/settings/siteinfodetail', async (route) => {
      const response = await fetchForSite(route)
      const body = await response.json()
      body.cms.about_us = { ...body.cms.about_us, en: payload, local: payload }
      await route.fulfill({ json: body })
    })
    await page.goto(siteUrl('template1', '/about'), { waitUntil: 'networkidle' })
    const article = page.getByRole('article')
    await article.getByRole('heading', { name: 'Hostile about page' }).waitFor()
    await article.getByText('Read the rules.').click()
    await article.getByText('Our rules').click()
    await page.waitForTimeout(300)

    expect(await page.evaluate(() => (window as { __parlorPwned?: string }).__parlorPwned)).toBe(
      undefined,
    )
    expect(await article.locator('script, iframe, [onerror], [onclick]').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/about')
    // The image the payload points at is missing (its 404 is listed with its address, the console
    // line without). Some Chromium versions also report, as the sanitiser parses the payload (in
    // a document of its own, where its handlers could not run anyway), that the page's
    // Content-Security-Policy refuses them; others say nothing. Any other failure is listed.
    const missingImage = /no-such-image|^console: Failed to load resource: .* 404 /
    const refusedHandler = /^console: Executing inline event handler violates .*Content Security/
    expect(
      problems.filter((problem) => !missingImage.test(problem) && !refusedHandler.test(problem)),
    ).toEqual([])
    expect(problems.some((problem) => problem.includes('no-such-image'))).toBe(true)
    await page.close()
  })
})

describe('route rules of the build', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('sends old addresses to their pages, and an external rule out of the site', async () => {
    const page = await browser.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl('template1', '/promo/summer-2026'), { waitUntil: 'networkidle' })
    await waitForPath(page, '/promotions')
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor()

    await page.goto(siteUrl('template1', '/signup'), { waitUntil: 'networkidle' })
    await waitForPath(page, '/register')

    // No internet here: the outside page is answered by the test, which only proves we went.
    await page.route('https://www.begambleaware.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>BeGambleAware</h1>' }),
    )
    await page.goto(siteUrl('template1', '/gambling-help'))
    await expect.poll(() => page.url()).toBe('https://www.begambleaware.org/')
    await page.close()
  })

  it('leaves the site by an external rule when the player follows the link, not when pointing at it', async () => {
    const page = await browser.newPage()
    describePageOnFailure(() => page)
    // This build's rules, and one more: the main menu's live casino belongs to a partner.
    const partner = 'https://casino.partner.example/'
    await page.route('**/builds/meta/*.json', async (route) => {
      const meta = await (await fetchForSite(route)).json()
      await route.fulfill({
        json: { ...meta, routeRules: { ...meta.routeRules, '/casino': { redirect: partner } } },
      })
    })
    await page.route(`${partner}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Partner casino</h1>' }),
    )
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Live casino' })

    // A pointer resting on the link preloads its page, which reads the rules too.
    await link.hover()
    await page.waitForTimeout(1_000)
    expect(page.url()).toBe(siteUrl('template1', '/'))

    await link.click()
    await expect.poll(() => page.url()).toBe(partner)
    await page.close()
  })
})
