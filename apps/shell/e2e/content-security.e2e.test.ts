import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  describePageOnFailure,
  dismissAnnouncement,
  fetchForSite,
  launchChromium,
  siteUrl,
  watchProblems,
} from './chromium.ts'
import { callApi, registerPlayer, signInContext } from './players.ts'

/** What a page's policy blocked, in any of its frames. */
interface Violation {
  readonly frame: string
  readonly directive: string
  readonly blocked: string
  readonly sample: string
}

/**
 * Collects every `securitypolicyviolation` event of every frame in the context. The listener is
 * added by the browser (DevTools protocol), not by a script of the page, so the policy does not
 * stop it; it is there before any of the page's own code runs.
 */
async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = []
  await context.exposeBinding('__parlorViolation', (_source, violation: Violation) => {
    violations.push(violation)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __parlorViolation(v: Violation): void })
        .__parlorViolation
      report({
        frame: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      })
    })
  })
  return violations
}

/** The console's own CSP lines, which Chromium writes for whatever the policy refused. */
const cspConsoleLine = /Content Security Policy|Refused to (execute|load|apply|frame|connect)/

/** A slots game of the site's that opens inside the /playnow frame (not a popup provider's). */
async function frameGame(domain: string): Promise<{ provider: string; game: string }> {
  const list = await callApi<{ items: { provider_code: string; game_code: string }[] }>(
    '/game/list',
    { domain_name: domain, provider: 'JILI', page: 1, page_size: 1 },
  )
  const [first] = list.items
  if (!first) throw new Error(`${domain} has no JILI game`)
  return { provider: first.provider_code, game: first.game_code }
}

describe('Content-Security-Policy of the served pages', () => {
  let browser: Browser
  let page: Page | undefined

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  // A casino theme and a sportsbook theme: their homes load different lazy sections.
  for (const template of ['template1', 'template10'] as const) {
    it(`loads ${template}'s home, login, a game in /playnow and the demo slot without a violation`, async () => {
      const domain = `${template}.localhost`
      const player = await registerPlayer(domain, 'csp')
      const guest = await browser.newContext()
      const guestViolations = await watchViolations(guest)
      page = await guest.newPage()
      describePageOnFailure(() => page)
      const guestProblems = watchProblems(page)
      await page.goto(siteUrl(template, '/'), { waitUntil: 'networkidle' })
      await dismissAnnouncement(page)
      // A page whose code and styles load later, through the router (import() under the policy).
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Promotions' })
        .click()
      await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor()
      await page.goto(siteUrl(template, '/login'), { waitUntil: 'networkidle' })
      await page.getByLabel('Password', { exact: true }).waitFor()
      await guest.close()

      const signedIn = await browser.newContext()
      const playerViolations = await watchViolations(signedIn)
      await signInContext(signedIn, player)
      page = await signedIn.newPage()
      const playerProblems = watchProblems(page)
      const { provider, game } = await frameGame(domain)
      const query = new URLSearchParams({ provider, game })
      await page.goto(siteUrl(template, `/playnow?${query}`), { waitUntil: 'networkidle' })
      const frame = page.frameLocator('iframe')
      await frame.getByRole('button', { name: 'Spin' }).waitFor()
      const frameAddress = await page.locator('iframe').getAttribute('src')
      expect(new URL(frameAddress ?? '', page.url()).pathname).toMatch(/^\/play\//)

      // The demo slot on its own, as a popup or a phone's tab shows it.
      await page.goto(new URL(frameAddress ?? '', page.url()).href, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Spin' }).waitFor()

      expect([...guestViolations, ...playerViolations]).toEqual([])
      const problems = [...guestProblems, ...playerProblems]
      // The console's CSP lines first, so a failure names the policy; then anything else.
      expect(problems.filter((problem) => cspConsoleLine.test(problem))).toEqual([])
      expect(problems).toEqual([])
      await signedIn.close()
    }, 90_000)
  }

  it('runs no script that injected markup brings, in the served page or after it loaded', async () => {
    const context = await browser.newContext()
    const violations = await watchViolations(context)
    page = await context.newPage()
    describePageOnFailure(() => page)
    /** Short, so the policy's 40-character sample of a blocked script names it. */
    const mark = (how: string) => `(self.__i||=[]).push("${how}")`
    // A payload stored or reflected into the page itself, as a server that echoed input would
    // send it; and, as the control, the same kind of script with the answer's own nonce.
    await page.route('**/login', async (route) => {
      const response = await fetchForSite(route)
      const policy = response.headers()['content-security-policy'] ?? ''
      const nonce = policy.match(/'nonce-([^']+)'/)?.[1]
      const payload = [
        `<script>${mark('parser')}</script>`,
        `<script nonce="AAAAAAAAAAAAAAAAAAAAAA==">${mark('guessed')}</script>`,
        `<img src="/no-such-image.png" onerror='${mark('onerror')}' alt="">`,
        `<iframe srcdoc="<script>(parent.__i||=[]).push('srcdoc')</script>"></iframe>`,
        `<script nonce="${nonce}">${mark('nonce')}</script>`,
      ].join('')
      const body = (await response.text()).replace(/<body[^>]*>/, (body) => body + payload)
      await route.fulfill({ response, body })
    })
    await page.goto(siteUrl('template1', '/login'), { waitUntil: 'networkidle' })
    // The page's own scripts still run: the site is there.
    await page.getByLabel('Password', { exact: true }).waitFor()
    // Markup slipped into the page once it runs: an inline handler and a javascript: link.
    await page.evaluate(
      (code) => {
        document.body.insertAdjacentHTML(
          'beforeend',
          `<img src="/no-such-image.png" onerror='${code.late}' alt="">` +
            `<a id="injected-link" href='javascript:${code.link}'>Rules</a>`,
        )
      },
      { late: mark('late'), link: mark('link') },
    )
    await page.locator('#injected-link').click()
    await page.waitForTimeout(300)

    const ran = await page.evaluate(() => (window as { __i?: string[] }).__i ?? [])
    expect(ran).toEqual(['nonce'])
    // Blocked by the policy, not by chance: each one was reported with its code.
    for (const blocked of ['parser', 'guessed', 'onerror', 'srcdoc', 'late', 'link']) {
      expect(
        violations.some((violation) =>
          violation.sample.includes(`push(${blocked === 'srcdoc' ? "'srcdoc'" : `"${blocked}"`})`),
        ),
        blocked,
      ).toBe(true)
    }
    // The browser hides the nonce from the page's markup, so injected markup cannot read it.
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('script[nonce]')).every(
          (script) => script.getAttribute('nonce') === '',
        ),
      ),
    ).toBe(true)
    await context.close()
  })
})

describe('framing', () => {
  let browser: Browser
  let foreign: Server
  let foreignOrigin = ''

  /** Pages of another origin (127.0.0.1 is not template1.localhost) that frame the site. */
  beforeAll(async () => {
    browser = await launchChromium()
    const site = `http://template1.localhost:${inject('demoPort')}`
    const pages: Record<string, string> = {
      '/frames-login': `<iframe name="target" src="${site}/login" width="800" height="600"></iframe>`,
      '/frames-game': `<iframe name="target" src="${site}/play/JILI/1" width="800" height="600"></iframe>`,
      // The control: a frame of the foreign origin's own, which nothing forbids.
      '/frames-own': '<iframe name="target" src="/own-form" width="800" height="600"></iframe>',
      '/own-form': '<form><input type="password" aria-label="Password"></form>',
    }
    foreign = createServer((request, response) => {
      const body = pages[request.url ?? ''] ?? ''
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html><title>Foreign</title>${body}`)
    })
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
    foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await browser.close()
    await new Promise((resolve) => foreign.close(resolve))
  })

  /**
   * A foreign page that frames the site. The frame's outcome is polled for: under load the
   * browser may settle the blocked frame on its error page after the page's network is idle.
   */
  async function framed(path: string) {
    const page = await browser.newPage()
    const console: string[] = []
    page.on('console', (message) => console.push(message.text()))
    await page.goto(`${foreignOrigin}${path}`, { waitUntil: 'load' })
    const frame = () => page.frame({ name: 'target' })
    return {
      frameUrl: () => frame()?.url() ?? '',
      consoleText: () => console.join('\n'),
      passwordFields: async () => (await frame()?.locator('input[type="password"]').count()) ?? 0,
      close: () => page.close(),
    }
  }
  const settled = { timeout: 15_000 }

  it("shows a foreign page's frame of its own origin (the control)", async () => {
    const own = await framed('/frames-own')
    await expect.poll(own.frameUrl, settled).toBe(`${foreignOrigin}/own-form`)
    await expect.poll(own.passwordFields, settled).toBe(1)
    await own.close()
  })

  it('keeps the login page, password field and all, out of a foreign frame', async () => {
    const login = await framed('/frames-login')
    // The browser shows its own error page in the frame instead.
    await expect.poll(login.frameUrl, settled).toMatch(/^chrome-error:/)
    await expect.poll(login.consoleText, settled).toMatch(/frame-ancestors 'none'/)
    expect(await login.passwordFields()).toBe(0)
    await login.close()
  })

  it('keeps the demo game out of a foreign frame too', async () => {
    const game = await framed('/frames-game')
    await expect.poll(game.frameUrl, settled).toMatch(/^chrome-error:/)
    await expect.poll(game.consoleText, settled).toMatch(/frame-ancestors 'self'/)
    await game.close()
  })
})

describe('the game window of a provider on another origin', () => {
  let browser: Browser
  let provider: Server
  let providerOrigin = ''

  beforeAll(async () => {
    browser = await launchChromium()
    // A provider's game server: another origin, with no opener policy of its own.
    provider = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html><title>Provider game</title><h1>${request.url}</h1>`)
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    providerOrigin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await browser.close()
    await new Promise((resolve) => provider.close(resolve))
  })

  it('opens in the popup, which the site opened at /preloader, and is cut off from the lobby', async () => {
    const player = await registerPlayer('template1.localhost', 'xo')
    const context = await browser.newContext()
    await signInContext(context, player)
    const page = await context.newPage()
    describePageOnFailure(() => page)
    const documents: string[] = []
    context.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await page.route('**/api/game/launch', async (route) => {
      const response = await fetchForSite(route)
      const answer = (await response.json()) as { url: string }
      await route.fulfill({ response, json: { ...answer, url: `${providerOrigin}${answer.url}` } })
    })
    await page.goto(siteUrl('template1', '/slots?provider=EVOPLAY'), { waitUntil: 'networkidle' })
    const tile = page.getByRole('list', { name: 'Slots' }).getByRole('article').first()
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      tile.getByRole('link').first().click(),
    ])
    await expect.poll(() => new URL(game.url()).origin).toBe(providerOrigin)
    await game.getByRole('heading', { name: /^\/play\/EVOPLAY\// }).waitFor()
    expect(documents.some((url) => new URL(url).pathname === '/preloader')).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/slots')
    // Cross-Origin-Opener-Policy: same-origin puts the provider's page in a browsing context group
    // of its own: it cannot reach (or navigate) the lobby, and the window loses its name, so a
    // second launch opens a new window (docs/decisions.md, "Reference server: security headers").
    expect(await game.evaluate(() => window.opener)).toBeNull()
    await context.close()
  })
})
