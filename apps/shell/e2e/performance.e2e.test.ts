import { type CallName, calls } from '@parlor/contract'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileHint } from '../vite/compile-hints-plugin.ts'
import {
  describePageOnFailure,
  dismissAnnouncement,
  iPhone,
  launchChromium,
  siteUrl,
} from './chromium.ts'
import { largestRestyle } from './largest-restyle.ts'
import { layoutShift } from './layout-shift.ts'

/**
 * Milliseconds from a click on the main menu's link to the new page's heading on screen, as the
 * page itself measures it (no test-runner round trips in the figure).
 */
function navigationTime(page: Page, linkName: string, heading: string): Promise<number> {
  return page.evaluate(
    ({ linkName, heading }) =>
      new Promise<number>((resolve, reject) => {
        const link = [...document.querySelectorAll('nav a')].find(
          (a) => a.textContent?.trim() === linkName,
        ) as HTMLAnchorElement | undefined
        if (!link) return reject(new Error(`No menu link ${linkName}`))
        const started = performance.now()
        link.click()
        const check = () => {
          if (document.querySelector('h1')?.textContent === heading) {
            resolve(performance.now() - started)
          } else if (performance.now() - started > 5_000) {
            reject(new Error(`${heading} did not show`))
          } else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    { linkName, heading },
  )
}

/** Holds back the code of a home's lead section (live tables, matches) by `ms`. */
async function delayLeadSection(page: Page, ms: number): Promise<void> {
  await page.route(/\/home-(live-tables|matches)-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

describe('speed a player feels', () => {
  let browser: Browser
  let page: Page | undefined

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  it('sends the page, its scripts, styles, calls and artwork compressed', async () => {
    page = await browser.newPage()
    describePageOnFailure(() => page)
    const plain: string[] = []
    let compressed = 0
    page.on('response', async (response) => {
      const type = response.request().resourceType()
      if (!['document', 'script', 'stylesheet', 'fetch', 'image'].includes(type)) return
      const headers = await response.allHeaders()
      const text = /javascript|css|json|html|svg/.test(headers['content-type'] ?? '')
      // Below 1 KiB a body fits in one packet whatever its encoding: the server sends it as it is.
      const size = (await response.body().catch(() => Buffer.alloc(0))).byteLength
      if (!text || response.status() !== 200 || size < 1024) return
      if (headers['content-encoding'] === 'br') compressed++
      else plain.push(`${type} ${new URL(response.url()).pathname}: ${headers['content-encoding']}`)
    })
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await page.goto(siteUrl('template1', '/slots'), { waitUntil: 'networkidle' })
    expect(plain).toEqual([])
    expect(compressed).toBeGreaterThan(20)
    await page.close()
  })

  it("has a phone compile the first screen's scripts as they download, and nothing loaded later", async () => {
    page = await browser.newPage()
    describePageOnFailure(() => page)
    const scripts = new Map<string, Promise<string>>()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const { pathname } = new URL(response.url())
      // As the browser decoded it from the wire: the compressed twin the server chose.
      scripts.set(
        pathname,
        response.text().catch(() => ''),
      )
    })
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await page.getByRole('dialog').waitFor()
    const entry = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
    )
    const hinted: string[] = []
    const lazy: string[] = []
    for (const [path, body] of scripts) {
      if ((await body).startsWith(`${compileHint}\n`)) hinted.push(path)
      else lazy.push(path)
    }
    expect(hinted).toContain(new URL(entry).pathname)
    // The entry, React's DOM renderer, TanStack Query, the shared first-screen chunk and the
    // bundler's runtime.
    expect(hinted.length).toBeGreaterThanOrEqual(5)
    // The announcement's dialog came after the first screen; it is compiled as it runs.
    expect(lazy.some((path) => /\/announcement-modal-[^/]+\.js$/.test(path))).toBe(true)
    await page.close()
  })

  it('renders the first screen from the answers its document carries, asking for none of them again', async () => {
    /** The calls a page made, by name and parameters, until the network was quiet. */
    const callsOf = async (template: string, path: string) => {
      page = await browser.newPage()
      describePageOnFailure(() => page)
      const byPath = new Map<string, CallName>(
        Object.entries(calls).map(([name, definition]) => [definition.path, name as CallName]),
      )
      const made: string[] = []
      page.on('request', (request) => {
        const name = byPath.get(new URL(request.url()).pathname)
        if (!name) return
        const {
          domain_name: _domain,
          external_id: _operator,
          ...params
        } = JSON.parse(request.postData() ?? '{}')
        made.push(`${name} ${JSON.stringify(params)}`)
      })
      await page.goto(siteUrl(template, path), { waitUntil: 'networkidle' })
      const visible = (await page.locator('main').textContent()) ?? ''
      // The picture the document preloads, and the first one the page shows.
      const [preloaded, shown] = await page.evaluate(() => [
        document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href'),
        document.querySelector('main img')?.getAttribute('src'),
      ])
      await page.close()
      return { made, visible, preloaded, shown }
    }

    const home = await callsOf('template1', '/')
    expect(home.visible).toContain('Welcome bonus 100%')
    expect(home.preloaded).toBeTruthy()
    expect(home.preloaded).toBe(home.shown)
    expect(
      home.made.filter((call) => /^(promotionList|top10WinnerWithdrawal) /.test(call)),
    ).toEqual([])
    expect(home.made).not.toContain('getHotGames {"game_type":""}')
    // The rails further down still ask for their own lists.
    expect(home.made).toContain('getHotGames {"game_type":"new"}')

    const sportsbook = await callsOf('template10', '/')
    expect(sportsbook.made.filter((call) => call.startsWith('sportsMatches '))).toEqual([])

    const slots = await callsOf('template1', '/slots')
    expect(slots.made.filter((call) => call.startsWith('gameList '))).toEqual([])
    expect(slots.preloaded).toMatch(/^\/media\/games\//)
    expect(slots.preloaded).toBe(slots.shown)
    // The second page of the lobby is asked for as usual.
    const second = await callsOf('template1', '/slots?page=2')
    expect(second.made.filter((call) => call.startsWith('gameList '))).toHaveLength(1)
  })

  it('starts the work that can wait only once the home has shown its own content', async () => {
    page = await browser.newPage()
    describePageOnFailure(() => page)
    const events: string[] = []
    const chunk = (url: string) => /\/assets\/(home-page|after-mount)-/.exec(url)?.[1]
    page.on('request', (request) => {
      const name = chunk(request.url())
      if (name) events.push(`${name} asked`)
    })
    page.on('requestfinished', (request) => {
      const name = chunk(request.url())
      if (name) events.push(`${name} arrived`)
    })
    // A slow network: the home's chunk takes a second longer than the site's code.
    await page.route(/\/assets\/home-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.continue()
    })
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    // The chunk is asked for twice (the document's preload, then the import): the page renders
    // once the last has arrived.
    expect(events.lastIndexOf('home-page arrived')).toBeGreaterThanOrEqual(0)
    expect(events.indexOf('after-mount asked'), events.join(', ')).toBeGreaterThan(
      events.lastIndexOf('home-page arrived'),
    )
    await page.close()
  })

  it('sets up the browser’s number data in a worker, so the first amount costs the page nothing', async () => {
    interface Timings {
      /** What the page's thread spent building its first number formatter, and when it did. */
      firstFormatter?: { ms: number; at: number }
      /** When the site's worker said it was done. */
      warmedAt?: number
    }
    // The site's first formatter on the page's own thread, with the site's worker
    // (`boot/warm-up-intl.ts`) and with that worker refused.
    const firstFormatter = async (refuseWorker: boolean) => {
      const context = await browser.newContext(iPhone)
      try {
        page = await context.newPage()
        describePageOnFailure(() => page)
        // A phone's processor, as Lighthouse's mobile audit slows it.
        const devtools = await context.newCDPSession(page)
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        const workers: string[] = []
        page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
        let refused = 0
        if (refuseWorker) {
          await page.route(/\/warm-up-intl\.worker[\w.-]*\.js$/, (route) => {
            refused += 1
            return route.abort()
          })
        }
        await page.addInitScript(() => {
          const timings: Timings = {}
          Object.assign(window, { timings })
          // Proxies, so the page's `new` and the constructors' statics work as ever.
          Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
            construct(target, args) {
              const started = performance.now()
              const made = Reflect.construct(target, args)
              timings.firstFormatter ??= { ms: performance.now() - started, at: started }
              return made
            },
          })
          window.Worker = new Proxy(window.Worker, {
            construct(target, args) {
              const worker = Reflect.construct(target, args) as Worker
              worker.addEventListener('message', () => {
                timings.warmedAt ??= performance.now()
              })
              return worker
            },
          })
        })
        await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
        const timings = (await (
          await page.waitForFunction(() => {
            const { timings } = window as unknown as { timings: Timings }
            return timings.firstFormatter && timings
          })
        ).jsonValue()) as Timings
        return { ...timings, workers, refused }
      } finally {
        await context.close()
      }
    }
    const refused = await firstFormatter(true)
    const warmed = await firstFormatter(false)
    const cold = refused.firstFormatter?.ms ?? 0
    const warm = warmed.firstFormatter?.ms ?? Number.POSITIVE_INFINITY
    console.info(`First number formatter: ${cold.toFixed(1)} ms cold, ${warm.toFixed(1)} ms warmed`)
    expect(refused.refused).toBe(1)
    expect(refused.warmedAt).toBeUndefined()
    expect(warmed.workers).toEqual([
      expect.stringMatching(/\/assets\/warm-up-intl\.worker[\w.-]*\.js$/),
    ])
    // The worker is done before the page formats: a page that got there first paid in full.
    expect(warmed.warmedAt).toBeLessThan(warmed.firstFormatter?.at ?? 0)
    // Measured here at 4× slowdown: 38–170 ms cold (as busy as the machine is), under 2 ms
    // warmed. The floor only checks that the refused run really paid the cold cost.
    expect(cold).toBeGreaterThan(20)
    expect(warm).toBeLessThan(cold / 5)
  })

  it('moves nothing on the page while the home page and a lobby load', async () => {
    page = await browser.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    const home = await layoutShift(page)
    await page.goto(siteUrl('template1', '/slots'), { waitUntil: 'networkidle' })
    const slots = await layoutShift(page)
    console.info(`Layout shift: home ${home.toFixed(3)}, /slots ${slots.toFixed(3)}`)
    expect(home).toBeLessThan(0.1)
    expect(slots).toBeLessThan(0.1)
    await page.close()
  })

  it('moves nothing on a phone while the home loads, and paints the app bar with the page', async () => {
    const context = await browser.newContext(iPhone)
    page = await context.newPage()
    describePageOnFailure(() => page)
    const parsers: string[] = []
    page.on('request', (request) => {
      if (/\/current-device-[^/]*\.js$/.test(request.url())) parsers.push(request.url())
    })
    const response = await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    // The server read the phone from its user agent and rendered its app bar into the document:
    // the bar is painted with the page, not after it (on template10's home, whose first screen
    // has no picture, its late text had become the largest paint, at 3.8 s in Lighthouse).
    expect(await response?.text()).toContain(
      '<aside class="download-bar" aria-label="Get the app">',
    )
    // (The announcement a first visit opens hides the page from the accessibility tree.)
    await dismissAnnouncement(page)
    const bar = page.getByRole('complementary', { name: 'Get the app' })
    await bar.waitFor()
    // An iPhone's offer (the install steps), from the server's reading of its user agent: the
    // parsers were not downloaded to read it again.
    expect(await bar.getByRole('link').first().getAttribute('href')).toBe('/download')
    expect(parsers).toEqual([])
    const shift = await layoutShift(page)
    console.info(`Layout shift on a phone: home ${shift.toFixed(3)}`)
    // 0.068 before the room was kept, nearly all of it the bar pushing the page down.
    expect(shift).toBeLessThan(0.02)
    await context.close()
  })

  it('offers an Android phone the package itself, from the first paint, in a new tab', async () => {
    const context = await browser.newContext({
      ...iPhone,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    })
    page = await context.newPage()
    describePageOnFailure(() => page)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    // The operator's package lives at an address of its own: the link is flagged external, which
    // the site's navigation requires (unflagged, the page failed to render the bar).
    expect(await response?.text()).toContain(
      '<aside class="download-bar" aria-label="Get the app">',
    )
    await dismissAnnouncement(page)
    const get = page.getByRole('complementary', { name: 'Get the app' }).getByRole('link')
    expect(await get.getAttribute('href')).toMatch(/^https?:\/\/.+\.apk$/)
    expect(await get.getAttribute('target')).toBe('_blank')
    // Styled from the first paint: its stylesheet came with the offers' code, a moment after the
    // server's markup, and the unstyled bar pushed the page (0.34 in Lighthouse).
    expect(await layoutShift(page)).toBeLessThan(0.02)
    expect(errors).toEqual([])
    await context.close()
  })

  it("moves nothing while a casino's or a sportsbook's home brings its lead section, however late", async () => {
    const shifts: string[] = []
    // Live tables lead (template16) or follow the hero (template13); matches lead (template14).
    for (const template of ['template16', 'template13', 'template14']) {
      // A phone says it is one: the server renders its first document for a narrow screen.
      for (const options of [
        { ...iPhone, viewport: { width: 375, height: 800 } },
        { viewport: { width: 1280, height: 900 } },
      ]) {
        const { viewport } = options
        const context = await browser.newContext(options)
        page = await context.newPage()
        describePageOnFailure(() => page)
        // The section's code arrives a second after the page: its placeholder holds its place.
        await delayLeadSection(page, 1000)
        await page.goto(siteUrl(template, '/'), { waitUntil: 'networkidle' })
        await dismissAnnouncement(page)
        const shift = await layoutShift(page)
        shifts.push(`${template} ${viewport.width} px ${shift.toFixed(3)}`)
        // 0.000 to 0.011 on the development machine; without the placeholder, the section
        // arriving after the first paint made it 0.2 to 0.9.
        expect.soft(shift, `${template} at ${viewport.width} px`).toBeLessThan(0.05)
        await context.close()
      }
    }
    console.info(`Layout shift: ${shifts.join(', ')}`)
  })

  it('restyles a dialog as it closes or opens, not the page beneath it', async () => {
    const context = await browser.newContext(iPhone)
    page = await context.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await page.getByRole('dialog').waitFor()
    // What arrives after the load (the floating buttons, last of them the live chat button once
    // the provider's script is in, and their styles) must be in before the trace starts: traced
    // earlier, one visit in four to eight counted a restyle of most of the page (320–473
    // elements) that none of twelve counted once the button was there. The open dialog hides the
    // button from the accessibility tree, hence the label.
    await page.locator('[aria-label="Live chat"]').waitFor()
    const pageElements = await page.locator('#root *').count()
    const restyled = await largestRestyle(browser, context, page, async (page) => {
      // The announcement closes, then the phone's menu opens and closes.
      await dismissAnnouncement(page)
      await page.getByRole('button', { name: 'Menu' }).click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await expect
        .poll(() => drawer.evaluate((node) => node.contains(document.activeElement)))
        .toBe(true)
      // The shade beside the drawer still takes every tap: the page beneath stays out of reach.
      const tapBeside = await page.evaluate(() =>
        document.elementFromPoint(innerWidth - 8, innerHeight / 2)?.getAttribute('data-slot'),
      )
      expect(tapBeside).toBe('drawer-overlay')
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'detached' })
    })
    // A dialog's own elements, the body and the page's root: a small share of the page.
    expect(restyled).toBeLessThan(pageElements / 3)
    await context.close()
  })

  it('starts on the server’s markup without dressing the page again', async () => {
    // The document comes in the site's language and theme. Writing <html lang> or the body's
    // theme classes again, even with the same values, makes the browser restyle every element
    // their rules reach: about 550 elements and 90 ms of a phone's start-up at 4× CPU.
    const context = await browser.newContext(iPhone)
    page = await context.newPage()
    describePageOnFailure(() => page)
    await page.addInitScript(() => {
      const writes: string[] = []
      Object.assign(window, { pageDressing: writes })
      new MutationObserver((records) => {
        for (const { target, attributeName } of records) {
          if (target === document.documentElement || target === document.body) {
            writes.push(`${(target as Element).localName} ${attributeName}`)
          }
        }
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['lang', 'dir', 'class', 'id'],
      })
    })
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    // The announcement opens once the site has started.
    await page.getByRole('dialog').waitFor()
    const writes = await page.evaluate(
      () => (window as unknown as { pageDressing: string[] }).pageDressing,
    )
    expect(writes).toEqual([])
    await context.close()
  })

  it('leaves endless animations to the compositor: placeholders pulse without the main thread', async () => {
    const context = await browser.newContext(iPhone)
    page = await context.newPage()
    describePageOnFailure(() => page)
    // The lead section's code arrives late: its placeholders show while the phone hydrates.
    await delayLeadSection(page, 3000)
    await page.goto(siteUrl('template16', '/'))
    await page.locator('.pk-skeleton').first().waitFor()
    const mainThreadWork = await page.evaluate(() => {
      const found = new Set<string>()
      // What the compositor animates on its own; anything else is restyled on the main thread.
      const composited = new Set(['transform', 'opacity', 'translate', 'scale', 'rotate'])
      const keyframeFields = new Set(['offset', 'computedOffset', 'easing', 'composite'])
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getTiming().iterations !== Infinity) continue
        const name = 'animationName' in animation ? String(animation.animationName) : 'script'
        for (const keyframe of (animation.effect as KeyframeEffect).getKeyframes()) {
          for (const property of Object.keys(keyframe)) {
            if (!keyframeFields.has(property) && !composited.has(property)) {
              found.add(`${name}: ${property}`)
            }
          }
        }
      }
      return [...found]
    })
    expect(mainThreadWork).toEqual([])
    await context.close()
  })

  it('draws a rail’s tiles as they come into sight, without stretching the rail or clipping a focus ring', async () => {
    const context = await browser.newContext(iPhone)
    page = await context.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    const list = page
      .locator('[data-slot="game-rail-list"]')
      .filter({ has: page.locator('[data-slot="game-tile"]') })
      .first()
    await list.scrollIntoViewIfNeeded()
    const tiles = list.locator('[data-slot="game-tile"]')
    await tiles.first().waitFor()
    // Each tile: drawn or skipped for now, and whether any of it is on the screen.
    const drawn = () =>
      list.evaluate((node) =>
        [...node.querySelectorAll('[data-slot="game-tile"]')].map((tile) => {
          const box = tile.getBoundingClientRect()
          return {
            drawn: tile.checkVisibility({ contentVisibilityAuto: true }),
            onScreen: box.right > 0 && box.left < innerWidth,
          }
        }),
      )
    // Every tile on the screen is drawn; the far end of the rail waits until it nears it.
    await expect.poll(async () => (await drawn())[0]?.drawn).toBe(true)
    const atRest = await drawn()
    expect(atRest.filter((tile) => tile.onScreen && !tile.drawn)).toEqual([])
    expect(atRest.filter((tile) => tile.onScreen).length).toBeGreaterThan(1)
    expect(atRest.at(-1)).toEqual({ drawn: false, onScreen: false })
    // A tile not drawn yet does not make the rail taller than the tiles it shows.
    const heights = () =>
      list.evaluate((node) => {
        const style = getComputedStyle(node)
        const inner =
          node.clientHeight -
          Number.parseFloat(style.paddingTop) -
          Number.parseFloat(style.paddingBottom)
        const tileHeights = [...node.querySelectorAll('[data-slot="game-tile"]')].map(
          (tile) => tile.getBoundingClientRect().height,
        )
        return { inner, first: tileHeights[0] ?? 0, last: tileHeights.at(-1) ?? 0 }
      })
    const before = await heights()
    expect(Math.abs(before.inner - before.first)).toBeLessThanOrEqual(1)
    // Scrolled to its end, the last tile is drawn at its full size and the rail keeps its height.
    // (Scrolling into the rail renders the rest of its tiles, so it is scrolled until it ends.)
    await expect
      .poll(async () => {
        await list.evaluate((node) => node.scrollTo({ left: node.scrollWidth }))
        return (await drawn()).at(-1)
      })
      .toEqual({ drawn: true, onScreen: true })
    const after = await heights()
    expect(Math.abs(after.last - before.first)).toBeLessThanOrEqual(1)
    expect(Math.abs(after.inner - before.inner)).toBeLessThanOrEqual(1)
    // The tile's focus ring shows whole beside it, in the gap before the next tile: the
    // containment that skips a tile would otherwise clip what it draws outside its box.
    await list.evaluate((node) => node.scrollTo({ left: 0 }))
    await expect.poll(async () => (await drawn())[0]?.drawn).toBe(true)
    const link = tiles.first().locator('[data-slot="game-tile-play"]')
    await page.keyboard.press('Tab')
    await link.focus()
    expect(await link.evaluate((node) => node.matches(':focus-visible'))).toBe(true)
    const ring = await link.evaluate((node) => {
      const box = node.getBoundingClientRect()
      const style = getComputedStyle(node)
      const reach =
        Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth) / 2
      return { x: Math.round(box.right + reach) - 1, y: Math.round(box.top + box.height / 2) }
    })
    const beside = { ...ring, width: 2, height: 8 }
    const focused = await page.screenshot({ clip: beside })
    await link.blur()
    const unfocused = await page.screenshot({ clip: beside })
    expect(focused.equals(unfocused)).toBe(false)
    await context.close()
  })

  it('applies a stylesheet that arrives late to what it styles, not to the whole page', async () => {
    // Chromium restyles, lays out and paints every element of the page when a stylesheet with
    // cascade layers (all of the site's are) applies ahead of one already applied: 150–300 ms at
    // a phone's speed, twice on a sportsbook's home. Here the floating buttons' stylesheet, asked
    // for before the announcement's (which the document preloads), is held back until the
    // announcement is open; it must then apply behind the others.
    const context = await browser.newContext(iPhone)
    page = await context.newPage()
    describePageOnFailure(() => page)
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const held = new Set<string>()
    await page.route(/\/assets\/floating-elements-[^/]*\.css$/, async (route) => {
      // The first request only: a browser asks again for a file it has in its memory.
      if (!held.has(route.request().url())) {
        held.add(route.request().url())
        await released
      }
      await route.continue()
    })
    await page.goto(siteUrl('template16', '/'), { waitUntil: 'load' })
    await page.getByRole('dialog').waitFor()
    expect(held.size).toBe(1)
    const pageElements = await page.locator('#root *').count()
    const restyled = await largestRestyle(browser, context, page, async (page) => {
      release()
      // The stylesheet did apply: the floating buttons stand over the page.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const stack = document.querySelector('.floating-elements__stack')
            return stack && getComputedStyle(stack).position
          }),
        )
        .toBe('fixed')
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    })
    // The floating buttons and what they touch: a small share of the page.
    expect(restyled).toBeLessThan(pageElements / 3)
    await context.close()
  })

  it('downloads nothing of the announcement for a visitor who closed it', async () => {
    const ofAnnouncement = /\/media\/announcements\/|\/announcement-modal-[^/]*\.js$/
    const visit = async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
      // A new context each time, so nothing comes from the first visit's cache.
      const context = await browser.newContext({
        ...iPhone,
        ...(storageState ? { storageState } : {}),
      })
      page = await context.newPage()
      const asked: string[] = []
      page.on('request', (request) => {
        if (ofAnnouncement.test(new URL(request.url()).pathname)) asked.push(request.url())
      })
      await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
      return { context, page, asked }
    }
    describePageOnFailure(() => page)
    const first = await visit()
    // A first visit downloads the announcement's picture and code with the page, and sees it.
    expect(first.asked.length).toBeGreaterThanOrEqual(2)
    await dismissAnnouncement(first.page)
    const kept = await first.context.storageState()
    await first.context.close()
    const next = await visit(kept)
    await next.page.getByRole('link', { name: 'See all: Hot games' }).waitFor()
    expect(next.asked).toEqual([])
    expect(await next.page.getByRole('dialog').count()).toBe(0)
    await next.context.close()
  })

  it('shows a page preloaded on intent within about 100 ms of the click', async () => {
    page = await browser.newPage()
    describePageOnFailure(() => page)
    await page.goto(siteUrl('template1', '/'), { waitUntil: 'networkidle' })
    await dismissAnnouncement(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const visits = [
      ['Slots', 'Slots'],
      ['Promotions', 'Promotions'],
      ['VIP', 'VIP programme'],
      ['Fishing', 'Fishing'],
    ] as const
    const times: number[] = []
    for (const [link, heading] of visits) {
      // Intent: the pointer rests on the link, which preloads the page's code and data.
      await nav.getByRole('link', { name: link, exact: true }).hover()
      await page.waitForLoadState('networkidle')
      times.push(await navigationTime(page, link, heading))
    }
    const sorted = [...times].sort((a, b) => a - b)
    const median = ((sorted[1] ?? 0) + (sorted[2] ?? 0)) / 2
    console.info(`Click to heading: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')}`)
    // 44 to 163 ms on the development machine (router pending time: 100 ms). The test command runs
    // these beside other packages' tests on two cores, so the bound leaves room for that load;
    // the figures above are the measurement.
    expect(median).toBeLessThan(400)
    await page.close()
  })
})
