import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  describePageOnFailure,
  dismissAnnouncement,
  iPhone,
  launchChromium,
  siteUrl,
  watchProblems,
} from './chromium.ts'
import { answerSignIn, registerPlayer, signInContext } from './players.ts'
import { templates } from './theme-sites.ts'

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }
const phoneAndDesktop = [
  ['phone', iPhone],
  ['desktop', desktop],
] as const

declare global {
  interface Window {
    /** The server's first element in #root, kept as the document was parsed. */
    __serverMarkup?: Element | null
    /** Whether the server's markup was hidden when the document was parsed. */
    __serverMarkupHidden?: boolean
    /** The parts of the theme's frame the server sent (header, footer, tab bar, side column). */
    __serverFrameParts?: Element[]
  }
}

/** Remembers what the server sent in #root, before any of the site's code runs. */
async function keepServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      const first = document.querySelector('#root[data-server-rendered] > :not(script)')
      window.__serverMarkup = first
      window.__serverMarkupHidden = first ? getComputedStyle(first).display === 'none' : undefined
      window.__serverFrameParts = [
        ...document.querySelectorAll('[data-slot="frame"] > *, [data-region="aside"] > *'),
      ]
    })
  })
}

/** Resolves once React has taken over the server's markup (its nodes carry React's fiber). */
function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => {
      const link = document.querySelector('#root a[href]')
      return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'))
    },
    undefined,
    { timeout: 15_000 },
  )
}

describe('first documents the server rendered (issue 14)', () => {
  let browser: Browser
  let page: Page | undefined

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('shows the page, in the theme’s colours, before any of the site’s code has run', async () => {
    const context = await browser.newContext({ ...iPhone, javaScriptEnabled: false })
    page = await context.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl('template1'))
    await expect.poll(() => page?.locator('#root[data-server-rendered]').count()).toBe(1)
    // The header, the first banner and the guest's way in, laid out for a phone.
    await expect.poll(() => page?.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true)
    const banner = page.locator('img[src^="/media/promotions/"]').first()
    await expect.poll(() => banner.isVisible()).toBe(true)
    expect(await page.locator('[data-compact="true"]').count()).toBe(1)
    // The theme's stylesheet applies: the body wears the theme's class and a colour of its own.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).not.toBe('rgba(0, 0, 0, 0)')
    await context.close()
  })

  // 44 first visits, about 1.5 s each on a machine of two cores.
  it('hydrates every theme’s home on a phone and on a desktop, keeping the server’s markup', {
    timeout: 180_000,
  }, async () => {
    const failures: string[] = []
    for (const template of templates) {
      for (const [device, options] of phoneAndDesktop) {
        const context = await browser.newContext(options)
        page = await context.newPage()
        const problems = watchProblems(page)
        await keepServerMarkup(page)
        await page.goto(siteUrl(template))
        await hydrated(page)
        const kept = await page.evaluate(() => window.__serverMarkup?.isConnected === true)
        // A mismatch makes React throw the server's markup away and render its own.
        const mismatches = problems.filter((problem) => /hydrat|#418|#423|#425/i.test(problem))
        if (!kept || mismatches.length > 0) {
          failures.push(`${template} on a ${device}: ${kept ? mismatches.join('; ') : 'replaced'}`)
        }
        await context.close()
      }
    }
    expect(failures).toEqual([])
  })

  it('keeps the frame’s footer, tab bar and side column the server sent while their code arrives', async () => {
    // Their code follows the page; they hydrate when it arrives. Drawn again meanwhile, the
    // footer or the phone's tab bar vanished for a moment just after the page had hydrated.
    const redrawn: string[] = []
    // A drawer and a tab bar on phones; a side column on a sportsbook's desktop.
    for (const template of ['template1', 'template10', 'template16']) {
      for (const [device, options] of phoneAndDesktop) {
        const context = await browser.newContext(options)
        page = await context.newPage()
        describePageOnFailure(() => page)
        await keepServerMarkup(page)
        await page.goto(siteUrl(template))
        // Until each part the server sent is hydrated (carries React's fiber), or gone.
        await page.waitForFunction(
          () =>
            (window.__serverFrameParts ?? []).every(
              (part) =>
                !part.isConnected ||
                Object.keys(part).some((key) => key.startsWith('__reactFiber')),
            ),
          undefined,
          { timeout: 15_000 },
        )
        const parts = await page.evaluate(() =>
          (window.__serverFrameParts ?? []).map((part) => ({
            name: part.getAttribute('data-slot') ?? part.className,
            kept: part.isConnected,
          })),
        )
        expect(parts.length, `${template} on a ${device}`).toBeGreaterThan(2)
        for (const part of parts.filter((part) => !part.kept)) {
          redrawn.push(`${template} on a ${device}: ${part.name}`)
        }
        await context.close()
      }
    }
    expect(redrawn).toEqual([])
  })

  it('hydrates an information page as served, then shows the text the site sends after it', async () => {
    const context = await browser.newContext(desktop)
    page = await context.newPage()
    describePageOnFailure(() => page)
    const problems = watchProblems(page)
    // The server renders the page's part (its own Suspense boundary) with a placeholder for the
    // text; the site's later answers arrive once the app around it is on the page, which React
    // hydrates first. A visitor coming from another information page has that text stored too.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        window.__serverMarkup = document.querySelector('#root [data-cms-page]')
      })
    })
    await page.goto(siteUrl('template1', '/about'))
    await page.locator('.info-page__body').waitFor()
    await page.goto(siteUrl('template1', '/faqs'))
    await page.locator('[data-cms-page="faqs"] .info-page__body').waitFor()
    expect(await page.evaluate(() => window.__serverMarkup?.isConnected)).toBe(true)
    expect(problems.filter((problem) => /hydrat|#418|#423|#425/i.test(problem))).toEqual([])
    await context.close()
  })

  it('opens a hydrated page’s links in place, as the site’s own navigation', async () => {
    const context = await browser.newContext(desktop)
    page = await context.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl('template1'))
    await hydrated(page)
    await dismissAnnouncement(page)
    await page.evaluate(() => {
      ;(window as { __samePage?: boolean }).__samePage = true
    })
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Slots' })
      .click()
    await page.waitForURL((url) => url.pathname === '/slots')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
    await context.close()
  })

  it('shows a signed-in player the loading ring rather than the signed-out page, then their own', async () => {
    const player = await registerPlayer('template1.localhost', 'ssr')
    const context = await browser.newContext(iPhone)
    await signInContext(context, player)
    page = await context.newPage()
    describePageOnFailure(() => page)
    const problems = watchProblems(page)
    await keepServerMarkup(page)
    await page.goto(siteUrl('template1'))
    expect(await page.evaluate(() => window.__serverMarkupHidden)).toBe(true)
    await page.locator('[data-slot="header-account"][data-state="player"]').waitFor()
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0)
    expect(await page.locator('#root[data-server-rendered]').count()).toBe(0)
    expect(problems.filter((problem) => /hydrat|#418|#423|#425/i.test(problem))).toEqual([])
    await context.close()
  })

  it('signs in a player who typed and pressed Log in before the page hydrated, password never in the address', async () => {
    const player = await registerPlayer('template1.localhost', 'early')
    const context = await browser.newContext(iPhone)
    page = await context.newPage()
    describePageOnFailure(() => page)
    const addresses: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url())
    })
    // The site's code is held back, as on a slow network, until the player has pressed Log in.
    let releaseCode = () => {}
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve
    })
    await page.route('**/*.js', async (route) => {
      await codeHeld
      await route.continue()
    })
    const signIns = await answerSignIn(page, player)
    await page.goto(siteUrl('template1', '/login'), { waitUntil: 'commit' })
    await page.getByLabel('Account ID').fill(player.account_id)
    await page.getByLabel('Password', { exact: true }).fill(player.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    // The browser did not send the form itself: the page stays where it was.
    await page.waitForTimeout(500)
    expect(addresses).toEqual([siteUrl('template1', '/login')])
    expect(signIns).toEqual([])

    releaseCode()
    await page.locator('[data-slot="header-account"][data-state="player"]').waitFor()
    // Once: the held press is sent again once, and nothing sends it after.
    await page.waitForTimeout(1_000)
    expect(signIns).toEqual([
      expect.objectContaining({ account_id: player.account_id, password: player.password }),
    ])
    expect(addresses.filter((address) => address.includes(player.password))).toEqual([])
    await context.close()
  })
})
