import { userStorageKey } from '@parlor/core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  describePageOnFailure,
  launchChromium,
  siteUrl,
  waitForPath,
  watchProblems,
} from './chromium.ts'
import { callApi, freshAccountId, freshPhone, latestCode } from './players.ts'

const site = 'template1'
const domain = `${site}.localhost`

/** The header's balance as a number: "₱1,250.00" → 1250. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? ''
  return Number(text.replace(/[^\d.]/g, ''))
}

async function signedInToken(page: Page): Promise<string> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').token, userStorageKey)
}

/**
 * One player's whole visit, in order, from landing to signing out: every step depends on the
 * one before, so this is one test with named steps rather than many that share state.
 */
describe('a new player, from the home page to logging out', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let problems: string[]
  const accountId = freshAccountId('j')
  let password = 'first password 1'

  beforeAll(async () => {
    browser = await launchChromium()
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(10_000)
    page = await context.newPage()
    problems = watchProblems(page)
  })
  afterAll(() => browser.close())
  beforeEach(() => describePageOnFailure(() => page))

  it('meets a guest with the announcement once, and sends them to log in for their account', async () => {
    await page.goto(siteUrl(site), { waitUntil: 'networkidle' })
    const announcement = page.getByRole('dialog', { name: 'Welcome to Golden Lantern' })
    await announcement.getByRole('button', { name: 'Got it' }).click()
    await expect.poll(() => announcement.count()).toBe(0)
    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => page.getByRole('region', { name: 'Hot games' }).count()).toBe(1)
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.getByRole('link', { name: 'Log in' }).first().waitFor()
    await page.goto(siteUrl(site, '/account'))
    await waitForPath(page, '/login')
    expect(await page.locator('h1').textContent()).toBe('Log in')
  })

  it('registers with the code the outbox received, and is signed in', async () => {
    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor()
    await page.getByLabel('Account ID').fill(accountId)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm password').fill(password)
    await page.getByLabel('Phone number').fill(freshPhone())
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Confirm your phone' }).waitFor()
    await page.getByLabel('Code').fill(await latestCode(accountId, domain))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByTestId('header-balance').waitFor()
    expect(await headerBalance(page)).toBe(0)
  })

  it('logs out and back in with the password', async () => {
    await page.goto(siteUrl(site, '/account'))
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('link', { name: 'Log in' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor()
    await page.getByLabel('Account ID').fill(accountId)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.locator('main').getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByTestId('header-balance').waitFor()
  })

  it('keeps a favourite game', async () => {
    await page.goto(siteUrl(site, '/slots'))
    const firstTile = page.locator('main article').first()
    const name = (await firstTile.locator('.pk-game-tile__name').textContent()) ?? ''
    await firstTile.getByRole('button', { name: 'Add to favourites' }).click()
    await page.getByText(`${name} added to favourites`).waitFor()
    await page.reload()
    await page.getByRole('button', { name: 'Favourites only' }).click()
    await expect.poll(() => page.locator('main article').count()).toBe(1)
    expect(await page.locator('main article .pk-game-tile__name').textContent()).toBe(name)
    expect(
      await page
        .locator('main article')
        .getByRole('button', { name: 'Remove from favourites' })
        .count(),
    ).toBe(1)
  })

  it('claims the welcome reward from the inbox and sees the balance rise', async () => {
    await page.goto(siteUrl(site, '/inbox'))
    await page.getByRole('button', { name: 'Claim: Welcome to Golden Lantern' }).click()
    await expect.poll(() => headerBalance(page)).toBe(50)
    await expect.poll(() => page.getByRole('button', { name: /^Claim:/ }).count()).toBe(0)
  })

  it('deposits through the demo gateway', async () => {
    await page.goto(siteUrl(site, '/deposit'))
    await page.getByLabel('Amount').fill('1000')
    await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    await page.getByRole('heading', { name: 'Deposit received' }).waitFor()
    await expect.poll(() => headerBalance(page)).toBe(1050)
  })

  let roundIds: string[] = []
  let turnoverBefore = ''

  it('plays rounds of a game in the site frame', async () => {
    await page.goto(siteUrl(site, '/account'))
    turnoverBefore = (await page.getByTestId('vip-turnover').textContent()) ?? ''
    // The VIP panel names its two measures on screen, each with its amount and share.
    for (const measure of ['Deposits towards the next level', 'Turnover towards the next level']) {
      expect(await page.getByText(measure, { exact: true }).isVisible()).toBe(true)
    }
    expect(turnoverBefore).toMatch(/PHP/)
    await page.goto(siteUrl(site, '/slots'))
    // The lobby keeps showing the games it had while the provider's list loads: a tile clicked
    // then is one of those, not JILI's (CI once stayed on the lobby after such a click).
    const jiliGames = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/game/list') &&
        (response.request().postDataJSON() as { provider?: unknown }).provider === 'JILI',
    )
    await page.getByRole('button', { name: 'JILI' }).click()
    await jiliGames
    const jiliTile = page.locator('main .lobby-results[data-updating="false"] article a').first()
    await jiliTile.click()
    await waitForPath(page, '/playnow')
    const game = page.frameLocator('iframe')
    const round = game.getByTestId('demo-slot-round')
    for (let spin = 0; spin < 3; spin++) {
      const previous = (await round.textContent()) ?? ''
      await game.getByRole('button', { name: 'Spin' }).click()
      await expect.poll(() => round.textContent(), { timeout: 10_000 }).toMatch(/^Round \S+$/)
      await expect.poll(() => round.textContent()).not.toBe(previous)
      roundIds.push(((await round.textContent()) ?? '').replace('Round ', ''))
    }
    expect(new Set(roundIds).size).toBe(3)
    // One way back to the lobby: the site's bar, not a second one inside the game's frame.
    const back = { name: 'Back to the lobby' }
    expect(await page.getByRole('link', back).count()).toBe(1)
    expect(await game.getByRole('link', back).count()).toBe(0)
    // The symbols are drawn, not typed: no colour-emoji font is needed to see them.
    expect(await game.locator('[data-symbol] svg').count()).toBeGreaterThan(0)
    expect(await game.locator('main').textContent()).not.toMatch(/\p{Extended_Pictographic}/u)
  })

  it('finds those rounds in the bet history and the turnover in VIP progress', async () => {
    await page.goto(siteUrl(site, '/bet-history'))
    for (const id of roundIds) await page.getByText(id).waitFor()
    await page.goto(siteUrl(site, '/account'))
    await expect.poll(() => page.getByTestId('vip-turnover').textContent()).not.toBe(turnoverBefore)
    roundIds = []
  })

  it('requests a withdrawal to a new bank account and cancels it', async () => {
    await page.goto(siteUrl(site, '/add-bank'))
    await page.getByLabel('Bank or e-wallet').selectOption({ index: 1 })
    await page.getByLabel('Name on the account').fill('Juan Dela Cruz')
    await page.getByLabel('Account number').fill('0012345678')
    await page.getByRole('button', { name: 'Add bank account' }).click()
    await waitForPath(page, '/bank-details')

    await page.goto(siteUrl(site, '/withdrawal'))
    const before = await headerBalance(page)
    await page.getByLabel('Amount').fill('300')
    await page.getByRole('button', { name: 'Request withdrawal' }).click()
    await expect.poll(() => headerBalance(page)).toBe(before - 300)
    await page.getByRole('button', { name: 'Cancel withdrawal' }).first().click()
    await page
      .getByRole('dialog', { name: 'Cancel this withdrawal?' })
      .getByRole('button', { name: 'Cancel withdrawal' })
      .click()
    await expect.poll(() => headerBalance(page)).toBe(before)
  })

  /** A balance call from the page, with the cookies the browser holds for the site. */
  const balanceFromPage = (page: Page, auth: string) =>
    page.evaluate(
      async ({ account_id, auth }) =>
        (
          await fetch('/api/auth/get_balance', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ account_id, auth }),
          })
        ).json(),
      { account_id: accountId, auth },
    )

  it('changes the password: every session ends, the old token is refused, the new password works; the token alone, without the browser’s session cookie, is refused', async () => {
    const oldToken = await signedInToken(page)
    await page.goto(siteUrl(site, '/change-password'))
    await page.getByLabel('Current password').fill(password)
    password = 'second password 2'
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('Confirm new password').fill(password)
    await page.getByRole('button', { name: 'Change password' }).click()
    await waitForPath(page, '/login')
    const withOld = await callApi('/auth/get_balance', { account_id: accountId, auth: oldToken })
    expect(withOld.statusCode).not.toBe(1)

    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor()
    await page.getByLabel('Account ID').fill(accountId)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByTestId('header-balance').waitFor()
    const withNew = await balanceFromPage(page, await signedInToken(page))
    expect(withNew.statusCode).toBe(1)
    expect(
      (
        await callApi('/auth/get_balance', {
          account_id: accountId,
          auth: await signedInToken(page),
        })
      ).statusMessage,
    ).toBe('sessionExpired')
  })

  it('logs out in one tab and the other tab follows', async () => {
    const second = await context.newPage()
    await second.goto(siteUrl(site, '/account'))
    await second.getByTestId('header-balance').waitFor()
    // The page's own calls first, as a player sees the page before logging out: a call still on
    // its way when the session is revoked is rightly refused (401), which this test would count.
    await page.goto(siteUrl(site, '/account'), { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Log out' }).click()
    await waitForPath(second, '/login')
    expect(await second.getByTestId('header-balance').count()).toBe(0)
    await second.close()
    expect(problems).toEqual([])
  })
})
