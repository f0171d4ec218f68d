import { readFileSync, statSync } from 'node:fs'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { iPhone, launchChromium, siteUrl } from './chromium.ts'
import { readDocumentPlan } from './document-plan.ts'
import { registerPlayer, signInContext } from './players.ts'
import { templates } from './theme-sites.ts'

const KiB = 1024

/**
 * What a phone downloads (issue 14), counted as Chromium receives it: every script and stylesheet
 * a page requests until the network is idle, at its size on the wire (brotli from the server),
 * and the stylesheets its document carries (`carriedStylesheets`). Lazy chunks the visit fetches
 * count as much as the ones the page links: a phone pays for both.
 *
 * - `firstLoad`: the scripts of a first visit to the home. A lobby or account page, which adds
 *   its own chunk and texts, may take `route` more.
 * - `themeJs` and `themeCss`: what a theme adds, its own files and the frame's parts it loads.
 * - `homeElements`: the elements of the home once loaded. Lighthouse warns above 800; sections
 *   below the first screen render as they near it.
 * - `firstPaintFiles`: the files the home's document asks for before its first paint, each a
 *   round trip on a phone's network. It was 23 on template1's home (15 scripts and 7
 *   stylesheets besides the entry) before the first screen's small shared modules were put in
 *   one file, then 14 to 17, the sportsbook homes' lead section being the most, and is 9 to 12
 *   since the server writes the first screen's stylesheets into the document.
 *
 * The home stood at 188 KiB when this check replaced the import-graph count (which said 150 for
 * the same page); `firstLoad` is a ratchet just above today's heaviest theme, to be lowered with
 * every change that takes something off the first visit, towards the issue's 130 KiB. It rose
 * once, by 1 KiB, for the themes' public API: the kit's parts named on its markup and the
 * registry made from checked manifests (the sportsbook homes went from 202.0 to 202.2 KiB). It
 * fell to 187 KiB when the device came with the document and the toaster with the first toast,
 * and to 186 KiB when the first screen's small shared modules were put in one file. It rose to
 * 187 KiB (the sportsbook homes from 185.8 to 186.8) with the operator's texts asked for in the
 * language on screen, image addresses read against the deployment's base, route validation and
 * the floating buttons stepping aside on phones, after the contract's list of localized calls was
 * kept apart from its call table (importing it had pulled three more files into the first paint).
 * It rose to 188 KiB (the heaviest homes from 186.9 to 187.1) with the page's own part saying when
 * it has hydrated and the kit's provider that draws texts again only when the language changes,
 * which took about 290 ms of main-thread work at 4x CPU off template1's home for 0.2 KiB.
 * It fell to 183 KiB (the sportsbook homes from 187.1 to 182.3, the heaviest) when the match
 * list's texts became a catalog of their own: those homes had downloaded all of sign-in's and the
 * account pages' texts for them (6.4 KiB in English, now 0.7).
 */
const budgets = {
  firstLoad: 183 * KiB,
  route: 30 * KiB,
  themeJs: 6.2 * KiB,
  themeCss: 10 * KiB,
  homeElements: 800,
  firstPaintFiles: 12,
}

const plan = readDocumentPlan()

/** A file the frame loads for the themes that use it (footer, tab bar, player's column). */
const framePart = /^\/assets\/frame-[a-z-]+-[\w-]+\.(?:js|css)$/

interface Download {
  readonly path: string
  readonly type: 'script' | 'stylesheet'
  readonly bytes: number
  /** Came inside the document rather than as a request of its own. */
  readonly carried?: boolean
}

interface Visit {
  /** The scripts and stylesheets requested, then those the document carried. */
  readonly downloads: Download[]
  /** The document itself, on the wire. */
  readonly documentBytes: number
  /** Every element of the document once the network was idle, as Lighthouse counts them. */
  readonly elements: number
  /** The files the document asks for before its first paint (`firstPaintFiles`). */
  readonly firstPaintFiles: number
}

/**
 * What a document asks for ahead of its first paint: its stylesheets, which hold the paint, and
 * its scripts of high priority, which a browser fetches beside them. Over a phone's network each
 * costs a round trip on a connection of its own, however small the file.
 */
function firstPaintFiles(html: string): number {
  const tags = html.match(/<(?:link|script)\b[^>]*>/g) ?? []
  return tags.filter(
    (tag) =>
      !/fetchpriority="low"|\sdisabled\b/.test(tag) &&
      (/rel="(?:stylesheet|modulepreload)"/.test(tag) || /<script\b[^>]*\bsrc=/.test(tag)),
  ).length
}

/**
 * The stylesheets a document carries in itself (the server writes the first screen's sheets into
 * it and leaves each link disabled, only to name it), at the size of the build's brotli file: what
 * each adds to the document on the wire, near enough.
 */
function carriedStylesheets(html: string): Download[] {
  const tags = html.match(/<link\b[^>]*\sdisabled\b[^>]*>/g) ?? []
  return tags.flatMap((tag) => {
    const path = /\shref="(\/assets\/[^"]+\.css)"/.exec(tag)?.[1]
    if (!path || !/rel="stylesheet"/.test(tag)) return []
    const bytes = statSync(new URL(`../dist${path}.br`, import.meta.url)).size
    return [{ path, type: 'stylesheet' as const, bytes, carried: true }]
  })
}

/** Opens `url` as a first visit: what it downloaded once the network was idle, and its size. */
async function firstVisit(context: BrowserContext, url: string): Promise<Visit> {
  const page: Page = await context.newPage()
  const downloads: Download[] = []
  const pending: Promise<void>[] = []
  const counted = new Set<string>()
  const count = (request: Request) => {
    const type = request.resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    // A file asked for twice in one visit (a chunk's preload still on its way when its import
    // asks again) comes from the phone's cache the second time. The route below, which keeps the
    // cache empty between visits, sends both to the network, in some runs and not others.
    const path = new URL(request.url()).pathname
    if (counted.has(path)) return
    counted.add(path)
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        downloads.push({ path, type, bytes: responseBodySize })
      }),
    )
  }
  page.on('requestfinished', count)
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  // The count ends where the network went idle. A request finishing later would ask for its
  // sizes while the page closes, and that answer would fail with nobody left to hear it.
  page.off('requestfinished', count)
  await Promise.all(pending)
  const html = (await response?.text()) ?? ''
  const documentBytes = (await response?.request().sizes())?.responseBodySize ?? 0
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
  await page.close()
  return {
    downloads: [...downloads, ...carriedStylesheets(html)],
    documentBytes,
    elements,
    firstPaintFiles: firstPaintFiles(html),
  }
}

const total = (downloads: readonly Download[], type: Download['type']) =>
  downloads.filter((d) => d.type === type).reduce((sum, d) => sum + d.bytes, 0)
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`

describe('what a phone downloads, theme by theme', () => {
  let browser: Browser
  const figures: string[] = []

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    console.info(`Downloads on a phone (script, style):\n${figures.sort().join('\n')}`)
    await browser.close()
  })

  describe.concurrent('home, lobby and account', () => {
    it.for(templates)(
      '%s: stays within its budgets',
      { timeout: 120_000 },
      async (template, { expect }) => {
        const theme = plan.themes[template]
        expect(theme, 'the build plans this theme').toBeDefined()
        const context = await browser.newContext({ ...iPhone, reducedMotion: 'reduce' })
        // Every visit starts with an empty cache, as a new player's does.
        await context.route('**/*', (route) => route.continue())
        const {
          downloads: home,
          documentBytes,
          elements,
          firstPaintFiles,
        } = await firstVisit(context, siteUrl(template, '/'))
        const { downloads: lobby } = await firstVisit(context, siteUrl(template, '/slots'))
        await signInContext(context, await registerPlayer(`${template}.localhost`, 'budget'))
        const { downloads: account } = await firstVisit(context, siteUrl(template, '/account'))
        await context.close()

        const own = new Set([...(theme?.js ?? []), ...(theme?.css ?? [])])
        const themeFiles = home.filter((d) => own.has(d.path) || framePart.test(d.path))
        const row = {
          home: total(home, 'script'),
          lobby: total(lobby, 'script'),
          account: total(account, 'script'),
          themeJs: total(themeFiles, 'script'),
          themeCss: total(themeFiles, 'stylesheet'),
        }
        figures.push(
          `${template.padEnd(10)} home ${kib(row.home)} (document ${kib(documentBytes)}, ${home.length} files, ${firstPaintFiles} before its first paint, ${elements} elements), /slots ${kib(row.lobby)}, /account ${kib(row.account)}; theme ${kib(row.themeJs)} + ${kib(row.themeCss)}`,
        )
        // A sheet the document carries is not downloaded again as the site's code asks for it.
        const carried = home.filter((d) => d.carried).map((d) => d.path)
        const requested = home.filter((d) => !d.carried).map((d) => d.path)
        expect(
          carried.length,
          'the document carries the first screen’s stylesheets',
        ).toBeGreaterThan(2)
        expect(requested.filter((path) => carried.includes(path))).toEqual([])
        expect(row.home, 'home, scripts').toBeLessThanOrEqual(budgets.firstLoad)
        expect(elements, 'home, elements').toBeLessThanOrEqual(budgets.homeElements)
        expect(firstPaintFiles, 'home, files before the first paint').toBeLessThanOrEqual(
          budgets.firstPaintFiles,
        )
        expect(row.lobby, '/slots, scripts').toBeLessThanOrEqual(budgets.firstLoad + budgets.route)
        expect(row.account, '/account, scripts').toBeLessThanOrEqual(
          budgets.firstLoad + budgets.route,
        )
        expect(row.themeJs, 'the theme, scripts').toBeLessThanOrEqual(budgets.themeJs)
        expect(row.themeCss, 'the theme, styles').toBeLessThanOrEqual(budgets.themeCss)
      },
    )
  })

  it('counts bytes as they travel: compressed, and fewer than the files hold', async () => {
    const context = await browser.newContext(iPhone)
    const { downloads: home } = await firstVisit(context, siteUrl('template1', '/'))
    await context.close()
    const built = home.filter((d) => d.type === 'script' && d.path.startsWith('/assets/'))
    const onDisk = built.reduce(
      (sum, d) => sum + readFileSync(new URL(`../dist${d.path}`, import.meta.url)).length,
      0,
    )
    const onWire = built.reduce((sum, d) => sum + d.bytes, 0)
    expect(onWire).toBeGreaterThan(50 * KiB)
    expect(onWire).toBeLessThan(onDisk / 2.5)
  })
})
