import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { siteUrl } from './chromium.ts'
import {
  type EnginePage,
  type EngineWindow,
  evaluate,
  markByText,
  waitInPage,
} from './engine-page.ts'
import { openFirefox } from './firefox-page.ts'
import { type HeldDownloads, startHeldDownloads } from './held-downloads.ts'
import { registerPlayer } from './players.ts'
import { openWebKit } from './webkit-page.ts'

const site = 'template1'
const desktop: EngineWindow = { width: 1280, height: 900 }

/**
 * What the Chromium tests hold for the whole site, checked where another engine could differ: a
 * player's visit in Firefox and in WebKit (Safari's engine, which every browser on an iPhone
 * uses). The page is the same build; what differs is how each engine lays it out, focuses, stores
 * and runs it. Each engine's steps are one visit, in order: the last two are signed in.
 */
describe.each([
  ['Firefox', openFirefox],
  ['WebKit', openWebKit],
])('a player in %s', (_engine, open) => {
  let page: EnginePage
  let slowNetwork: HeldDownloads

  beforeAll(async () => {
    ;[page, slowNetwork] = await Promise.all([
      open(desktop),
      startHeldDownloads(inject('demoPort')),
    ])
  })
  afterAll(() => Promise.all([page?.close(), slowNetwork?.close()]))

  it('meets the announcement with the focus kept inside it, and closes it', async () => {
    await page.goto(siteUrl(site))
    const title = await waitInPage(page, 'announcement', () => {
      const dialog = document.querySelector('[role="dialog"][data-dialog-id="announcement"]')
      const titleId = dialog?.getAttribute('aria-labelledby')
      return titleId ? document.getElementById(titleId)?.textContent : null
    })
    expect(title).toBe('Welcome to Golden Lantern')
    const focusInside = () =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false
    expect(await waitInPage(page, 'focus in the announcement', focusInside)).toBe(true)
    // The dialog has fewer controls than this: Tab has gone round it at least once.
    for (let press = 0; press < 5; press += 1) {
      await page.pressTab()
      expect(await evaluate(page, focusInside)).toBe(true)
    }
    await page.click(await markByText(page, '[role="dialog"] button', 'Got it', 'got-it'))
    await waitInPage(page, 'closed announcement', () => !document.querySelector('[role="dialog"]'))
  })

  it('sees the partners tab upright in its lane, beside the page rather than over it', async () => {
    await page.goto(siteUrl(site))
    const layout = await waitInPage(page, 'partners tab', () => {
      const tab = document.querySelector('aside[aria-label="Our partners"] button[aria-expanded]')
      const headings = [...document.querySelectorAll('main h2')]
      if (!tab || headings.length === 0) return null
      const box = tab.getBoundingClientRect()
      return {
        width: box.width,
        height: box.height,
        right: box.right,
        headingsStart: Math.min(...headings.map((heading) => heading.getBoundingClientRect().left)),
      }
    })
    expect(layout.height).toBeGreaterThan(layout.width * 1.5)
    expect(layout.right).toBeLessThanOrEqual(layout.headingsStart)
  })

  it('logs in through the form and sees the balance in the header', async () => {
    const player = await registerPlayer(`${site}.localhost`, 'e')
    await page.goto(siteUrl(site, '/login'))
    await page.type('main input[name="account_id"]', player.account_id)
    await page.type('main input[name="password"]', player.password)
    await page.click('main form button[type="submit"]')
    // Signed in, the player lands on the home page: its sections drawn, its code arrived. (Firefox
    // stops a page's downloads when the next page is asked for, so the next step waits for it.)
    await waitInPage(
      page,
      'home page after signing in',
      () =>
        location.pathname === '/' &&
        [...document.querySelectorAll('main h2')].some(
          (title) => title.textContent === 'Hot games',
        ),
    )
    const balance = await waitInPage(
      page,
      'balance in the header',
      () => document.querySelector('[data-testid="header-balance"]')?.textContent,
    )
    // A new account's balance, in the site's currency: "0 PHP".
    expect(balance).toMatch(/^0\D/)
  })

  it('keeps a favourite game after a reload', async () => {
    await page.goto(siteUrl(site, '/slots'))
    const heart = await markByText(page, 'main article button', 'Add to favourites', 'heart')
    const name = await evaluate(
      page,
      (css: string) =>
        document.querySelector(css)?.closest('article')?.querySelector('.pk-game-tile__name')
          ?.textContent ?? '',
      heart,
    )
    expect(name).not.toBe('')
    await page.click(heart)
    await waitInPage(
      page,
      'toast naming the game',
      (text: string) => document.body.textContent?.includes(text),
      `${name} added to favourites`,
    )
    await page.goto(siteUrl(site, '/slots'))
    const label = await waitInPage(
      page,
      'the game’s tile',
      (game: string) =>
        [...document.querySelectorAll('main article')]
          .find((tile) => tile.querySelector('.pk-game-tile__name')?.textContent === game)
          ?.querySelector('button[aria-label*="favourites"]')
          ?.getAttribute('aria-label'),
      name,
    )
    expect(label).toMatch(/^Remove from favourites/)
  })

  it('asks the address bar for another page while a page is downloading, and gets there', async () => {
    // The same site through a network that holds the promotions page's code back.
    const slowSite = (path: string) => `http://${site}.localhost:${slowNetwork.port}${path}`
    await page.goto(slowSite('/'))
    // Another address is another origin: the announcement greets this visit again.
    await page.click(await markByText(page, '[role="dialog"] button', 'Got it', 'got-it-again'))
    await waitInPage(page, 'closed announcement', () => !document.querySelector('[role="dialog"]'))
    slowNetwork.hold(/\/promotions-page-[\w-]+\.js$/)
    await page.click(
      await markByText(page, 'nav[aria-label="Main menu"] a', 'Promotions', 'promotions'),
    )
    await expect.poll(() => slowNetwork.held(), { timeout: 15_000 }).toBe(1)
    // Firefox stops the promotions page's download here. The site must not read that as a page
    // gone with a new build and reload it: that reload would cancel the player's own navigation.
    await page.goto(slowSite('/slots'))
    slowNetwork.release()
    await waitInPage(
      page,
      'the slots page',
      () => document.querySelector('main h1')?.textContent === 'Slots',
    )
    // Long enough for a reload to have begun, had the site started one.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(await evaluate(page, () => location.pathname)).toBe('/slots')
  })
})
