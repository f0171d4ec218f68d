import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describePageOnFailure, launchChromium, siteUrl, watchProblems } from './chromium.ts'
import { callApi, latestCode, registerPlayer } from './players.ts'

const domain = 'template1.localhost'

describe('a player who forgot the password', () => {
  let browser: Browser
  let page: Page | undefined

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('gets a code by phone, sets a new password and signs in with it; the old one stops working', async () => {
    const player = await registerPlayer(domain, 'fp')
    const newPassword = 'a brand new passphrase'
    page = await browser.newPage()
    describePageOnFailure(() => page)
    const problems = watchProblems(page)
    await page.goto(siteUrl('template1', '/forgot-password'), { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor()
    await page.getByLabel('Account ID').fill(player.account_id)
    await page.getByLabel('Phone number').fill(player.phone)
    await page.getByRole('button', { name: 'Send me a code' }).click()

    await page.getByText(/If the details match an account, we sent a code to/).waitFor()
    await page.getByLabel('Code').fill(await latestCode(player.account_id, domain))
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.getByText('Your password has been changed. Log in with your new password.').waitFor()

    await page.locator('main').getByRole('link', { name: 'Log in', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor()
    await page.getByLabel('Account ID').fill(player.account_id)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.locator('main').getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByTestId('header-balance').waitFor()
    // The header shows the balance as the session starts; the move off /login follows it.
    await page.waitForURL((url) => url.pathname !== '/login')

    const oldPassword = await callApi('/auth/login', {
      domain_name: domain,
      account_id: player.account_id,
      password: player.password,
    })
    expect(oldPassword.statusCode).not.toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
