import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dismissAnnouncement,
  launchChromium,
  pageSource,
  siteUrl,
  watchProblems,
} from './chromium.ts'
import { readDocumentPlan } from './document-plan.ts'

const plan = readDocumentPlan()

describe('startup in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('shows template1 with its menu and hot games, with no error and no failed request', async () => {
    const page = await browser.newPage()
    const problems = watchProblems(page)
    await page.goto(siteUrl('template1'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    await expect
      .poll(() => page.getByRole('list', { name: 'Hot games' }).getByRole('article').count())
      .toBeGreaterThan(10)
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count(),
    ).toBeGreaterThan(3)
    expect(await page.evaluate(() => document.body.className)).toContain('gold')
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--pk-shade-3').trim(),
      ),
    ).toBe('#f5b301')
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows each site as its own brand: its name and logo, its icon and its own banner art', async () => {
    const brands = []
    for (const template of ['template1', 'template7', 'template10']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(siteUrl(template), { waitUntil: 'networkidle' })
      await dismissAnnouncement(page)
      const logo = page.locator('header img').first()
      const banners = await page
        .locator('[data-slot="banner-strip-image"]')
        // Those loaded so far: the others wait until they near the screen.
        .evaluateAll((images) => images.flatMap((image) => image.getAttribute('src') ?? []))
      brands.push({
        name: await logo.getAttribute('alt'),
        logo: await logo.getAttribute('src'),
        icon: await page.locator('link[rel="icon"]').last().getAttribute('href'),
        banners,
      })
      await page.close()
    }
    expect(brands.map((brand) => brand.name)).toEqual([
      'Golden Lantern',
      'Crimson Crown',
      'Greenfield Goals',
    ])
    expect(new Set(brands.map((brand) => brand.logo)).size).toBe(3)
    expect(new Set(brands.map((brand) => brand.icon)).size).toBe(3)
    // The banners that show are the brand's art for each offer, not a placeholder per id.
    for (const [index, template] of ['template1', 'template7', 'template10'].entries()) {
      for (const banner of brands[index]?.banners ?? []) {
        expect(banner).toMatch(new RegExp(`^/media/promotions/${template}/[a-z-]+(-\\d+)?\\.svg$`))
      }
    }
    expect(brands[0]?.banners.length).toBeGreaterThan(0)
  })

  it('comes in a first document that knows its site: no startup call, the theme painted from the first byte', async () => {
    const page = await browser.newPage()
    const startups: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/startup')) startups.push(request.url())
    })
    // What the document itself says, before any script runs.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto(siteUrl('template10'), { waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.body.className)).toBe('green template10')
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--pk-shade-3').trim(),
      ),
    ).toBe('#2eaa4f')
    // The theme's own stylesheets are already applied to the page the preloader shows: the
    // document carries them, each link left disabled only to name its sheet for the site's code.
    const themeSheets = plan.themes.template10?.css ?? []
    expect(themeSheets.length).toBeGreaterThan(0)
    expect(
      await page.evaluate(
        (paths) =>
          paths.map((path) => {
            const link = document.querySelector(`link[rel="stylesheet"][href="${path}"]`)
            const style = link?.previousElementSibling
            return (
              link?.hasAttribute('disabled') === true &&
              style instanceof HTMLStyleElement &&
              [...document.styleSheets].includes(style.sheet as CSSStyleSheet) &&
              (style.sheet?.cssRules.length ?? 0) > 0
            )
          }),
        themeSheets,
      ),
    ).toEqual(themeSheets.map(() => true))
    await page.unroute('**/*.js')
    await page.goto(siteUrl('template10'), { waitUntil: 'networkidle' })
    // The site's code has rendered the home and put its own head in the server's tags' place.
    await dismissAnnouncement(page)
    await page.getByRole('navigation', { name: 'Main' }).waitFor()
    await expect.poll(() => page.locator('[data-prepared]').count()).toBe(0)
    expect(await page.locator('title').count()).toBe(1)
    expect(await page.title()).toContain('Greenfield Goals')
    expect(startups).toEqual([])
    await page.close()
  })

  it('names the brand, not “Loading…”, to a link preview that reads no script', async () => {
    const { html } = await pageSource(siteUrl('template10', '/slots'))
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
    expect(title).toContain('Greenfield Goals')
    expect(html).not.toContain('Loading…')
    expect(html).toMatch(/<meta [^>]*property="og:title" content="[^"]*Greenfield Goals[^"]*">/)
    expect(html).toMatch(/<meta [^>]*property="og:image" content="[^"]+">/)
  })

  it('shows the 404 page with the missing address and a way home, inside the layout', async () => {
    const page = await browser.newPage()
    await page.goto(siteUrl('template1', '/no-such-page?x=1'), { waitUntil: 'networkidle' })
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page not found: /no-such-page?x=1')
    await page.getByRole('link', { name: 'Back to home' }).click()
    await dismissAnnouncement(page)
    await expect.poll(() => page.getByRole('heading', { name: 'Hot games' }).count()).toBe(1)
    await page.close()
  })

  it('shows the 404 page for an address whose query names nothing (route validation)', async () => {
    const page = await browser.newPage()
    for (const path of ['/news?id=abc', '/playnow?provider=JILI']) {
      await page.goto(siteUrl('template1', path), { waitUntil: 'networkidle' })
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(`Page not found: ${path}`)
    }
    // A well-formed name of an article that is not there is the news page's own to tell.
    await page.goto(siteUrl('template1', '/news?id=999999'), { waitUntil: 'networkidle' })
    await expect.poll(() => page.getByText('This article was not found').count()).toBe(1)
    await page.close()
  })

  it('shows only the maintenance window on a site in maintenance', async () => {
    const page = await browser.newPage()
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto(siteUrl('maintenance'), { waitUntil: 'networkidle' })
    await expect.poll(() => page.locator('h1').textContent()).toBe('We are improving the site')
    expect(await page.locator('main p').first().textContent()).toMatch(
      /^Maintenance from .+ to .+$/,
    )
    // The demo site's window ends a month from now.
    expect(await page.getByTestId('maintenance-time-left').textContent()).toMatch(
      /^We expect to be back in \d+ days\.$/,
    )
    // Its answer came in the document: the site makes no call at all.
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([])
    await page.close()
  })

  it('shows the site-unavailable page for an expired site', async () => {
    const page = await browser.newPage()
    await page.goto(siteUrl('expired'), { waitUntil: 'networkidle' })
    await expect.poll(() => page.locator('h1').textContent()).toBe('This site is not available')
    await page.close()
  })

  it('explains an unknown domain in the visitor’s language, not with a message id', async () => {
    const english = await browser.newPage()
    await english.goto(siteUrl('no-such-site'), { waitUntil: 'networkidle' })
    await expect.poll(() => english.locator('h1').textContent()).toBe('The site could not start')
    expect(await english.getByTestId('startup-message').textContent()).toBe(
      'This site is not set up yet.',
    )
    await english.close()

    const russian = await browser.newPage({ locale: 'ru-RU' })
    await russian.goto(siteUrl('no-such-site'), { waitUntil: 'networkidle' })
    await expect.poll(() => russian.getByTestId('startup-message').textContent()).not.toBe('')
    const message = await russian.getByTestId('startup-message').textContent()
    expect(message).not.toMatch(/siteNotFound|not set up/)
    expect(message).toMatch(/\p{Script=Cyrillic}/u)
    await russian.close()
  })

  it('tells each win in the ticker as one sentence of the page’s language', async () => {
    const entries = '[data-slot="winners-ticker-entry"]'
    const english = await browser.newPage({ reducedMotion: 'reduce' })
    await english.goto(siteUrl('template1'), { waitUntil: 'networkidle' })
    await english.locator(entries).first().waitFor({ state: 'attached' })
    const englishTexts = await english.locator(entries).allTextContents()
    // "jo***42 won 1,250 PHP on Super Ace": the amount inside the sentence, the game at its end.
    expect(englishTexts.some((text) => /^\S+ won .*\d.* on \S.*$/.test(text))).toBe(true)
    expect(englishTexts.some((text) => /^\S+ withdrew .*\d/.test(text))).toBe(true)
    await english.close()

    const chinese = await browser.newPage({ reducedMotion: 'reduce', locale: 'zh-CN' })
    await chinese.goto(siteUrl('template2'), { waitUntil: 'networkidle' })
    await chinese.locator(entries).first().waitFor({ state: 'attached' })
    const chineseTexts = await chinese.locator(entries).allTextContents()
    // "jo***42 在 Super Ace 赢得 ¥1,250": Chinese names the game before the amount.
    expect(chineseTexts.some((text) => /^\S+ 在 .+ 赢得 .*\d/.test(text))).toBe(true)
    await chinese.close()
  })

  it('names each leaderboard in a sentence of its own language', async () => {
    const page = await browser.newPage({ locale: 'ru-RU' })
    await page.goto(siteUrl('template10', '/leaderboard'), { waitUntil: 'networkidle' })
    await page.getByRole('table', { name: 'Рейтинг за неделю' }).waitFor({ state: 'attached' })
    await page.close()
  })

  it('has the SEO record of every page, from its document or asked for, and keeps one title in the head', async () => {
    const page = await browser.newPage()
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/seo') {
        asked.push(String((request.postDataJSON() as { page_name?: unknown }).page_name))
      }
    })
    await page.goto(siteUrl('template1', '/register'), { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor()
    expect(asked).toContain('register')
    await expect.poll(() => page.locator('head title').count()).toBe(1)
    expect(await page.title()).not.toBe('Loading…')

    // The home's record comes in its first document: the site asks for none.
    asked.length = 0
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await expect.poll(() => page.locator('head title').count()).toBe(1)
    expect(await page.title()).toBe('Golden Lantern | Online Casino, Slots at Sports Betting')
    expect(asked).toEqual([])

    // An unknown domain's page, which no site prepares, keeps one title too.
    await page.goto(siteUrl('no-such-site'), { waitUntil: 'networkidle' })
    await page.getByTestId('startup-message').waitFor()
    expect(await page.locator('head title').count()).toBeLessThanOrEqual(1)
    await page.close()
  })
})
