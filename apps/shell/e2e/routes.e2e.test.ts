import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { dismissAnnouncement, launchChromium, siteUrl, watchProblems } from './chromium.ts'
import { registerPlayer, signInContext } from './players.ts'
import { untranslatedText } from './untranslated-text.ts'

const site = 'template1'

/**
 * The site's 48 routes and the heading each shows a guest and a signed-in player. A guest who
 * opens the authenticated area lands on /login (template1's loginEntry is the page); a signed-in
 * player has no use for /forgot-password and is sent home. The preloader, opened by hand rather
 * than by the lobby for a game, says that no game is loading and offers the way home.
 */
const routes: ReadonlyArray<readonly [path: string, guest: string, player: string]> = [
  ['/', 'Golden Lantern: games and sports', 'Golden Lantern: games and sports'],
  ['/hot', 'Hot games', 'Hot games'],
  ['/slots', 'Slots', 'Slots'],
  ['/casino', 'Live casino', 'Live casino'],
  ['/fishing', 'Fishing', 'Fishing'],
  ['/poker', 'Poker & tables', 'Poker & tables'],
  ['/lottery', 'Lottery', 'Lottery'],
  ['/bingo', 'Bingo', 'Bingo'],
  ['/crash', 'Crash', 'Crash'],
  ['/sabong', 'Sabong', 'Sabong'],
  ['/horse-racing', 'Horse racing', 'Horse racing'],
  ['/arcade', 'Arcade', 'Arcade'],
  ['/hash-game', 'Hash games', 'Hash games'],
  ['/sports', 'Sports', 'Sports'],
  ['/playnow', '/login Log in', 'Play'],
  ['/login', 'Log in', 'Log in'],
  ['/register', 'Create an account', 'Create an account'],
  ['/forgot-password', 'Reset your password', '/ Golden Lantern: games and sports'],
  ['/account', '/login Log in', 'My account'],
  ['/profile', '/login Log in', 'Profile'],
  ['/edit-profile', '/login Log in', 'Edit profile'],
  ['/change-password', '/login Log in', 'Change password'],
  ['/security', '/login Log in', 'Security'],
  ['/vip', 'VIP programme', 'VIP programme'],
  ['/inbox', '/login Log in', 'Inbox'],
  ['/referral', '/login Log in', 'Invite friends'],
  ['/deposit', '/login Log in', 'Deposit'],
  ['/withdrawal', '/login Log in', 'Withdraw'],
  ['/bank-details', '/login Log in', 'Bank details'],
  ['/add-bank', '/login Log in', 'Add a bank account'],
  ['/statement', '/login Log in', 'Statement'],
  ['/transaction-history', '/login Log in', 'Transaction history'],
  ['/bet-history', '/login Log in', 'Bet history'],
  ['/promotions', 'Promotions', 'Promotions'],
  ['/mission', '/login Log in', 'Missions'],
  ['/spin', '/login Log in', 'Lucky wheel'],
  ['/leaderboard', 'Leaderboard', 'Leaderboard'],
  ['/minigame', '/login Log in', 'Rewards'],
  ['/about', 'About us', 'About us'],
  ['/privacy-policy', 'Privacy policy', 'Privacy policy'],
  ['/banking', 'Banking', 'Banking'],
  ['/faqs', 'FAQs', 'FAQs'],
  ['/responsible-gaming', 'Responsible gaming', 'Responsible gaming'],
  ['/term-condition', 'Terms and conditions', 'Terms and conditions'],
  ['/contact-us', 'Contact us', 'Contact us'],
  ['/news', 'News', 'News'],
  ['/download', 'Get the Golden Lantern app', 'Get the Golden Lantern app'],
  ['/preloader', 'No game is loading in this window.', 'No game is loading in this window.'],
]

/** "/login Log in": the page lands elsewhere, with that heading; otherwise it stays. */
function expectation(path: string, spec: string) {
  const redirected = spec.match(/^(\/\S*) (.*)$/)
  return redirected
    ? { path: redirected[1] ?? '', heading: redirected[2] ?? '' }
    : { path, heading: spec }
}

/** Every route in turn; what went wrong on each, collected so one run names every route. */
async function visitEveryRoute(context: BrowserContext, column: 1 | 2): Promise<string[]> {
  const page = await context.newPage()
  const problems = watchProblems(page)
  const failures: string[] = []
  for (const route of routes) {
    const path = route[0]
    const expected = expectation(path, route[column])
    problems.length = 0
    await page.goto(siteUrl(site, path), { waitUntil: 'networkidle' })
    const landed = new URL(page.url()).pathname
    if (path === '/') await dismissAnnouncement(page)
    // Attached, not visible: some pages title themselves for screen readers only.
    await page
      .getByRole('heading', { level: 1, name: expected.heading })
      .waitFor({ state: 'attached' })
    if (landed !== expected.path) failures.push(`${path}: landed on ${landed}`)
    const found = [...problems, ...(await untranslatedText(page))]
    if (found.length > 0) failures.push(`${path}: ${found.join('; ')}`)
  }
  await page.close()
  return failures
}

// The guest's walk and the player's run side by side: each page load mostly waits for the
// network to fall quiet, so two walks take little longer than one.
describe.concurrent('every route of the player site', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('renders its own page for a guest, with no error, failed request or untranslated text', async ({
    expect,
  }) => {
    const context = await browser.newContext()
    context.setDefaultTimeout(10_000)
    expect(await visitEveryRoute(context, 1)).toEqual([])
    await context.close()
  }, 180_000)

  it('renders its own page for a signed-in player, with no error, failed request or untranslated text', async ({
    expect,
  }) => {
    const player = await registerPlayer(`${site}.localhost`, 'r')
    const context = await browser.newContext()
    context.setDefaultTimeout(10_000)
    await signInContext(context, player)
    expect(await visitEveryRoute(context, 2)).toEqual([])
    await context.close()
  }, 180_000)
})
