import { userStorageKey } from '@parlor/core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  describePageOnFailure,
  dismissAnnouncement,
  iPhone,
  launchChromium,
  siteUrl,
  waitForPath,
  watchProblems,
} from './chromium.ts'
import { answerSignIn, registerPlayer, signInContext } from './players.ts'
import { withStartup } from './site-answer.ts'

const site = 'template1'
const domain = `${site}.localhost`

/** The server's answer to `path` becomes `-500 internalServerError`, as when it fails. */
function answerInternalError(page: Page, path: string) {
  return page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: -500,
        statusMessage: 'internalServerError',
        statusDetail: '',
      }),
    }),
  )
}

describe('what the site does around its pages', () => {
  let browser: Browser
  let page: Page | undefined

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('reports a balance that fails to load right after sign-in, before the home’s announcement', async () => {
    const player = await registerPlayer(domain, 'bal')
    const context = await browser.newContext()
    page = await context.newPage()
    describePageOnFailure(() => page)
    await answerSignIn(page, player)
    await answerInternalError(page, '/api/auth/get_balance')
    await page.goto(siteUrl(site, '/login'))
    await page.getByLabel('Account ID').fill(player.account_id)
    await page.getByLabel('Password', { exact: true }).fill(player.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    // The home's announcement waits for the error's OK: opened over it, it would hide the error
    // from the player (and from this role query).
    const error = page
      .getByRole('dialog')
      .filter({ hasText: 'Something went wrong on our side. Please try again in a moment.' })
    await error.getByRole('button', { name: 'OK' }).click()
    await error.waitFor({ state: 'detached' })
    await dismissAnnouncement(page)
    await context.close()
  })

  it('says in a 3-second error toast, not a dialog, that a favourite did not take', async () => {
    const player = await registerPlayer(domain, 'fav')
    const context = await browser.newContext()
    await signInContext(context, player)
    page = await context.newPage()
    await answerInternalError(page, '/api/home/fav_toggle')
    await page.goto(siteUrl(site, '/slots'))
    await page
      .locator('main article')
      .first()
      .getByRole('button', { name: 'Add to favourites' })
      .click()
    const toast = page.getByText('Something went wrong on our side. Please try again in a moment.')
    await toast.waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    // Gone after its three seconds (and a moment for its exit).
    await toast.waitFor({ state: 'detached', timeout: 6_000 })
    await context.close()
  })

  it('gives a player an invitation link that opens this site’s sign-up with their code', async () => {
    const player = await registerPlayer(domain, 'inv')
    const context = await browser.newContext()
    await signInContext(context, player)
    page = await context.newPage()
    await page.goto(siteUrl(site, '/referral'))
    const code = await page.getByLabel('Your referral code').inputValue()
    const link = await page.getByLabel('Your invitation link').inputValue()
    expect(link).toBe(siteUrl(site, `/register?ref=${code}`))
    await context.close()

    const friend = await browser.newContext()
    page = await friend.newPage()
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor()
    const referral = page.getByLabel('Referral code (optional)')
    expect(await referral.inputValue()).toBe(code)
    expect(await referral.isDisabled()).toBe(true)
    await friend.close()
  })

  it('keeps the appsflyer id, reports the visit, runs the analytics tags and starts live chat', async () => {
    const context = await browser.newContext()
    page = await context.newPage()
    describePageOnFailure(() => page)
    const problems = watchProblems(page)
    const visits: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/settings/adsvisit')) visits.push(request.postDataJSON())
    })
    await page.goto(siteUrl(site, '/?appsflyer_id=af-e2e-1'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)

    const stored = () => page?.evaluate(() => localStorage.getItem('parlor:appsflyer_id'))
    await expect.poll(stored).toBe('af-e2e-1')
    await expect.poll(() => visits).toEqual([expect.objectContaining({ appsflyer_id: 'af-e2e-1' })])
    // The operator's HEAD tag ran in the head; its BODY tag sits in a noscript.
    expect(
      await page.evaluate(() => (window as { parlorAnalytics?: unknown[] }).parlorAnalytics),
    ).toEqual([{ site: domain, event: 'page' }])
    expect(await page.locator('body noscript').first().innerHTML()).toContain('/media/pixel.svg')

    await page.getByRole('button', { name: 'Live chat' }).click()
    await page
      .getByRole('region', { name: 'Live chat' })
      .getByText(/an agent will answer/)
      .waitFor()

    // A later address with another id does not replace the first one.
    await page.goto(siteUrl(site, '/slots?appsflyer_id=af-e2e-2'), { waitUntil: 'networkidle' })
    expect(await stored()).toBe('af-e2e-1')
    expect(problems).toEqual([])
    await context.close()
  })

  it('titles and describes each page from /api/seo', async () => {
    page = await browser.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl(site, '/'), { waitUntil: 'networkidle' })
    await expect
      .poll(() => page?.title())
      .toBe('Golden Lantern | Online Casino, Slots at Sports Betting')
    await dismissAnnouncement(page)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Slots' })
      .click()
    await expect.poll(() => page?.title()).toBe('Slots | Golden Lantern')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /slot games/,
    )
    await page.close()
  })

  it('keeps every control of a phone page clear of the floating buttons, and tucks them away while reading', async () => {
    const context = await browser.newContext(iPhone)
    page = await context.newPage()
    // The announcement opens over the home only.
    await page.goto(siteUrl(site, '/promotions'))
    const chat = page.getByRole('button', { name: 'Live chat' })
    const rewards = page.getByRole('button', { name: 'Rewards', exact: true })
    const partners = page.getByRole('button', { name: 'Our partners' })
    // The chat button comes after the page has hydrated and the provider's script has run, about a
    // second after the load event here: waited for, not raced against expect.poll's 1 s.
    await chat.waitFor()
    await page.getByRole('button', { name: 'Details' }).first().waitFor()

    // Every control of the page and its footer, scrolled into view at the bottom of the screen
    // (as a scroll stops, or a keyboard brings it in), is clear of every floating button: none
    // sits on a control for good, and even the last ones scroll clear of them.
    const covered = await page.evaluate(() => {
      const floating = [...document.querySelectorAll('.floating-elements button')]
      const controls = [...document.querySelectorAll('main a[href], main button, footer a[href]')]
      const overlap = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      return controls.flatMap((control) => {
        if (!(control instanceof HTMLElement) || control.getClientRects().length === 0) return []
        control.scrollIntoView({ block: 'end' })
        const box = control.getBoundingClientRect()
        const over = floating.filter(
          (button) =>
            button.getClientRects().length > 0 && overlap(box, button.getBoundingClientRect()),
        )
        return over.map(
          (button) =>
            `${control.textContent?.trim()} under ${button.getAttribute('aria-label') ?? button.textContent}`,
        )
      })
    })
    expect(covered).toEqual([])

    // Scrolling down to read, the buttons step aside; scrolling back up brings them back.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => chat.isVisible()).toBe(true)
    await page.mouse.wheel(0, 400)
    await expect
      .poll(() => Promise.all([chat, rewards, partners].map((b) => b.isVisible())))
      .toEqual([false, false, false])
    await page.mouse.wheel(0, -200)
    await expect
      .poll(() => Promise.all([chat, rewards, partners].map((b) => b.isVisible())))
      .toEqual([true, true, true])
    await context.close()
  })

  it('folds the partners widget open and shut, remembers it, and opens partners in new tabs', async () => {
    const context = await browser.newContext()
    page = await context.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl(site, '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    const widget = page.getByRole('complementary', { name: 'Our partners' })
    const toggle = widget.getByRole('button', { name: 'Our partners' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    for (const link of await widget.getByRole('link').all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
    }
    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')

    await widget.getByRole('button', { name: 'All partners' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('link').first().waitFor()
    for (const link of await modal.getByRole('link').all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
    }
    await context.close()
  })

  it('sends a guest from the rewards icon to log in, and opens /minigame in a new tab for a player', async () => {
    const guest = await browser.newContext()
    page = await guest.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl(site, '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    await page.getByRole('button', { name: 'Rewards', exact: true }).click()
    await waitForPath(page, '/login')
    await guest.close()

    const player = await registerPlayer(domain, 'rw')
    const signedIn = await browser.newContext()
    await signInContext(signedIn, player)
    page = await signedIn.newPage()
    await page.goto(siteUrl(site, '/vip'), { waitUntil: 'networkidle' })
    const [tab] = await Promise.all([
      signedIn.waitForEvent('page'),
      page.getByRole('button', { name: 'Rewards', exact: true }).click(),
    ])
    await waitForPath(tab, '/minigame')
    await tab.getByRole('heading', { level: 1, name: 'Rewards' }).waitFor({ state: 'attached' })
    await signedIn.close()
  })

  it('ends the session of an account blocked while the tab was in the background', async () => {
    const player = await registerPlayer(domain, 'bl')
    const context = await browser.newContext()
    await signInContext(context, player)
    page = await context.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl(site, '/account'), { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor({ state: 'attached' })

    const port = new URL(page.url()).port
    const blocked = await fetch(
      `http://127.0.0.1:${port}/dev/accounts/${domain}/${player.account_id}/status`,
      { method: 'POST', body: JSON.stringify({ status: 'BLOCK' }) },
    )
    expect(blocked.ok).toBe(true)
    // The player comes back to the tab (checks are at least two seconds apart).
    await page.waitForTimeout(2_100)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.getByText('Your session has expired. Please log in again.').waitFor()
    // The warning stays 10 seconds, then the player is signed out and sent to log in.
    expect(new URL(page.url()).pathname).toBe('/account')
    await waitForPath(page, '/login', 15_000)
    const kept = await page.evaluate((key) => localStorage.getItem(key), userStorageKey)
    expect(kept === null ? false : JSON.parse(kept).isAuthenticated).toBe(false)
    await context.close()
  }, 30_000)
})

describe('where a game opens (playnow, or a window of its own)', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  /** Pages loaded as documents, in order, across every tab of the context. */
  function documentsOf(context: BrowserContext): string[] {
    const documents: string[] = []
    context.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    return documents
  }

  it('opens a popup-type provider in a window of its own on a desktop', async () => {
    const player = await registerPlayer(domain, 'pp')
    const context = await browser.newContext()
    await signInContext(context, player)
    const page = await context.newPage()
    describePageOnFailure(() => page)
    const documents = documentsOf(context)
    await page.goto(siteUrl(site, '/slots?provider=EVOPLAY'), { waitUntil: 'networkidle' })
    const tile = page.getByRole('list', { name: 'Slots' }).getByRole('article').first()
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      tile.getByRole('link').first().click(),
    ])
    await expect.poll(() => new URL(game.url()).pathname).toMatch(/^\/play\/EVOPLAY\//)
    expect(await game.evaluate(() => window.name)).toBe('parlor-game')
    // The site and its demo game share one opener policy, so the game keeps its opener, which it
    // tells each round's balance (a different policy on either page would cut the two apart).
    expect(await game.evaluate(() => window.opener !== null)).toBe(true)
    // The window showed the preloader while the launch call was on its way; the lobby stayed.
    expect(documents).toContain('/preloader')
    expect(new URL(page.url()).pathname).toBe('/slots')
    await context.close()
  })

  it('opens a game in a new tab at the tap on a phone, the lobby staying put', async () => {
    const player = await registerPlayer(domain, 'ph')
    const context = await browser.newContext(iPhone)
    await signInContext(context, player)
    const page = await context.newPage()
    describePageOnFailure(() => page)
    const documents = documentsOf(context)
    await page.goto(siteUrl(site, '/slots?provider=JILI'), { waitUntil: 'networkidle' })
    // The app prompt comes first on a phone; the player says not now.
    await page
      .getByRole('dialog', { name: 'Get the Golden Lantern app' })
      .getByRole('button', { name: 'Not now' })
      .click({ timeout: 8_000 })
    const tile = page.getByRole('list', { name: 'Slots' }).getByRole('article').first()
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      tile.getByRole('link').first().tap(),
    ])
    await expect.poll(() => new URL(game.url()).pathname).toMatch(/^\/play\/JILI\//)
    expect(documents).toContain('/preloader')
    expect(new URL(page.url()).pathname).toBe('/slots')
    await context.close()
  }, 30_000)
})

describe('on a phone', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('offers the app in a bar and, once, in a prompt; the bar stays closed once closed', async () => {
    const context = await browser.newContext(iPhone)
    const page = await context.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl(site, '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    const bar = page.getByRole('complementary', { name: 'Get the app' })
    // An iPhone installs a profile, so the bar leads to the page with the steps (/download).
    expect(await bar.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/download')
    const prompt = page.getByRole('dialog', { name: 'Get the Golden Lantern app' })
    await prompt.waitFor({ timeout: 8_000 })
    await prompt.getByRole('button', { name: 'Not now' }).click()
    await bar.getByRole('button', { name: 'Close the app bar' }).click()
    await expect.poll(() => bar.count()).toBe(0)

    await page.reload({ waitUntil: 'networkidle' })
    await page.waitForTimeout(5_000)
    expect(await bar.count()).toBe(0)
    expect(await prompt.count()).toBe(0)
    await context.close()
  }, 30_000)
})

describe('a site whose theme cannot be used', () => {
  it('says which setting is wrong instead of showing a blank page', async () => {
    const browser = await launchChromium()
    const page = await browser.newPage()
    // An operator's slip: template1 allows gold, red and blue, not emerald.
    await withStartup(page, (startup) => ({
      ...startup,
      site: { ...startup.site, theme_color: 'emerald' },
    }))
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await page.getByText('Invalid theme color').waitFor()
    await browser.close()
  })
})
