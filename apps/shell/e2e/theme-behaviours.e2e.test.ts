import { loginEntryTarget, rewardsTarget } from '@parlor/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { launchChromium, siteUrl, waitForPath } from './chromium.ts'
import { registerPlayer, signInContext } from './players.ts'
import { withStartup } from './site-answer.ts'
import { openHome } from './theme-page.ts'
import { templates, themeSite } from './theme-sites.ts'

/** When the guest arrived home and when the modal appeared, in the page's own clock. */
interface Arrival {
  home?: number
  modal?: number
}

/** Runs in the page from its first script: notes the two moments every 10 ms. */
function recordArrival(modalId: string): void {
  const arrival: Arrival = {}
  ;(window as unknown as { e2eArrival: Arrival }).e2eArrival = arrival
  const check = () => {
    const now = performance.now()
    if (arrival.home === undefined && location.pathname === '/') arrival.home = now
    if (document.querySelector(`[data-dialog-id="${modalId}"]`)) arrival.modal = now
    else setTimeout(check, 10)
  }
  check()
}

/** The site's startup answer with its gamify switched on. */
const withGamify = (startup: { site?: object }) => ({
  ...startup,
  site: startup.site && { ...startup.site, gamify_status: true },
})

/**
 * The modal may open after about a second, not at once, and not much later: its code and texts
 * download after the second's wait, which took up to 2.7 s on a two-core machine running every
 * browser test at once.
 */
const modalDelay = { min: 800, max: 4_000 }

describe("each theme's way of asking a guest to sign in", () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  describe.concurrent('guard and rewards icon', () => {
    it.for(templates)(
      "%s: the account area and the rewards icon lead to the theme's login entry",
      async (template, { expect }) => {
        const { theme } = await themeSite(template)
        const context = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          reducedMotion: 'reduce',
        })
        // The rewards icon shows where the site's gamify is on: on every demo site for this test.
        await withStartup(context, withGamify)
        const page = await context.newPage()
        await openHome(page, template)

        const rewards = rewardsTarget({ isAuthenticated: false, rewardsEntry: theme.rewardsEntry })
        await page.getByRole('button', { name: 'Rewards', exact: true }).click()
        if (rewards.kind === 'modal') {
          await page.locator(`[data-dialog-id="${rewards.id}"]`).waitFor()
          expect(new URL(page.url()).pathname, 'rewards: the modal over the page').toBe('/')
        } else {
          await waitForPath(page, '/login')
        }

        const entry = loginEntryTarget(theme.loginEntry)
        if (entry.path === '/login') {
          await page.goto(siteUrl(template, '/account'))
          await waitForPath(page, '/login')
          expect(new URL(page.url()).searchParams.get('redirect'), 'back after login').toBe(
            '/account',
          )
          return context.close()
        }
        await page.addInitScript(recordArrival, entry.modal)
        await page.goto(siteUrl(template, '/account'))
        await waitForPath(page, '/')
        // The modal is named by its fixed id: `#loginmodal`, `#signinmodal`.
        const modal = page.getByRole('dialog').and(page.locator(`#${entry.modal}`))
        await modal.waitFor({ timeout: 10_000 })
        const arrival = await page.evaluate(
          () => (window as unknown as { e2eArrival: Arrival }).e2eArrival,
        )
        expect(arrival.home, 'arrived home').toBeDefined()
        const delay = (arrival.modal ?? Number.NaN) - (arrival.home ?? Number.NaN)
        expect(delay, `${entry.modal} opened after`).toBeGreaterThanOrEqual(modalDelay.min)
        expect(delay, `${entry.modal} opened after`).toBeLessThanOrEqual(modalDelay.max)
        await context.close()
      },
    )
  })

  it('template5: after a password change the player signs in again in its sign-in modal, at home', async ({
    expect,
  }) => {
    const player = await registerPlayer('template5.localhost', 't5pw')
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    await signInContext(context, player)
    const page = await context.newPage()
    await page.goto(siteUrl('template5', '/change-password'))
    await page.getByLabel('Current password').fill(player.password)
    await page.getByLabel('New password', { exact: true }).fill('second password 2')
    await page.getByLabel('Confirm new password').fill('second password 2')
    await page.getByRole('button', { name: 'Change password' }).click()
    await waitForPath(page, '/')
    const modal = page.getByRole('dialog').and(page.locator('#signinmodal'))
    await modal.waitFor({ timeout: 10_000 })
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })
})
