import type { TemplateName } from '@parlor/core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './chromium.ts'
import { makeColourless } from './colourless-page.ts'
import { layoutShift } from './layout-shift.ts'
import { gridDistance, luminanceGrid } from './luminance-grid.ts'
import { seriousViolations } from './serious-violations.ts'
import { settlePage } from './settle-page.ts'
import { ownFilesOfThemes } from './theme-files.ts'
import { goInPage, openHome } from './theme-page.ts'
import { templates, themeSite } from './theme-sites.ts'
import { untranslatedText } from './untranslated-text.ts'

const desktop = { width: 1280, height: 900 }
const phone = { width: 375, height: 800 }

/**
 * Below this mean difference (0 to 1, per cell of the greyscale grid) two homes are near-identical.
 * Measured when it was set: one design on two sites 0.0000 to 0.004 (texts and amounts differ),
 * one design with two home sections swapped 0.022; the 22 finished themes 0.032 and more.
 */
const nearIdentical = 0.01

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The area two boxes share, in square pixels. */
function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return Math.max(0, width) * Math.max(0, height)
}

/** axe-core's findings at both widths, the page resized in place (no second load). */
async function findingsAtBothWidths(page: Page, where: string): Promise<string[]> {
  const findings: string[] = []
  for (const size of [desktop, phone]) {
    await page.setViewportSize(size)
    await settlePage(page)
    const lines = await seriousViolations(page)
    findings.push(...lines.map((line) => `${size.width} ${where} ${line}`))
  }
  await page.setViewportSize(desktop)
  return findings
}

describe('every theme on its demo site', () => {
  let browser: Browser
  /** A blank page that decodes screenshots. */
  let lab: Page
  const ownFiles = ownFilesOfThemes()
  const grids = new Map<TemplateName, number[]>()
  const accessibility = new Map<TemplateName, string[]>()

  beforeAll(async () => {
    browser = await launchChromium()
    lab = await browser.newPage()
  })
  afterAll(() => browser.close())

  describe.concurrent('home', () => {
    it.for(templates)(
      "%s: its colour, body and layout, and none of another theme's files",
      // Two widths, two pages and a screenshot, beside another theme doing the same.
      { timeout: 120_000 },
      async (template, { expect, onTestFailed }) => {
        const site = await themeSite(template)
        const context = await browser.newContext({ viewport: desktop, reducedMotion: 'reduce' })
        const page = await context.newPage()
        onTestFailed(() => console.error(`${template} failed at ${page.url()}`))
        const requested: string[] = []
        page.on('request', (request) => requested.push(new URL(request.url()).pathname))
        await openHome(page, template)
        // Placeholders take the size of what they stand for, in this theme's shapes too.
        expect.soft(await layoutShift(page), 'layout shift while the home loads').toBeLessThan(0.05)

        const shades = await page.evaluate(() =>
          [1, 2, 3, 4, 5].map((n) =>
            getComputedStyle(document.documentElement).getPropertyValue(`--pk-shade-${n}`).trim(),
          ),
        )
        expect
          .soft(
            shades.map((shade) => shade.toLowerCase()),
            `--pk-shade-1…5 of ${site.color}`,
          )
          .toEqual(site.shades.map((shade) => shade.toLowerCase()))
        const body = await page.evaluate(() => ({
          id: document.body.id,
          classes: [...document.body.classList],
        }))
        expect.soft(body.id, 'body id').toBe(site.theme.body?.id ?? '')
        expect
          .soft(body.classes, 'body classes')
          .toEqual(
            expect.arrayContaining([site.color, template, ...(site.theme.body?.classes ?? [])]),
          )

        // The layout is on the first screen: the header with the site's logo, and the page.
        const logoImage = page.getByRole('img', { name: site.siteName, exact: true })
        const header = page.getByRole('banner').filter({ has: logoImage })
        const logo = header.getByRole('img', { name: site.siteName, exact: true })
        await logo.waitFor()
        const logoWidth = await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)
        expect.soft(logoWidth, 'logo image loaded').toBeGreaterThan(0)
        for (const [name, part] of [
          ['header', header],
          ['logo', logo],
          ['main', page.getByRole('main')],
        ] as const) {
          const box = await part.boundingBox()
          expect.soft(box && box.width * box.height, `${name} has an area`).toBeGreaterThan(0)
          expect.soft(box?.y, `${name} starts on the first screen`).toBeLessThan(desktop.height)
        }

        // Every section the theme arranges shows its texts, the lazily loaded ones included.
        await settlePage(page)
        expect
          .soft(await untranslatedText(page), 'message ids or unfilled placeholders')
          .toEqual([])

        // The folded partners tab stands in a lane of its own: over neither the menu nor the page.
        const partnersTab = page
          .getByRole('complementary', { name: 'Our partners' })
          .getByRole('button', { name: 'Our partners' })
        await partnersTab.waitFor()
        const tabBox = await partnersTab.boundingBox()
        for (const [name, part] of [
          ['main', page.getByRole('main')],
          ['menu', page.getByRole('navigation', { name: 'Main' })],
        ] as const) {
          const box = await part.boundingBox()
          expect
            .soft(tabBox && box && overlap(tabBox, box), `partners tab over the ${name}`)
            .toBe(0)
        }

        const mine = ownFiles.get(template) ?? new Set()
        expect.soft(mine.size, 'own files found in the build manifest').toBeGreaterThan(0)
        // The first screen's stylesheets come inside the document, each named by a disabled link.
        const carried = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
            (link) => new URL(link.href).pathname,
          ),
        )
        const arrived = [...requested, ...carried]
        const loaded = arrived.filter((path) => mine.has(path))
        expect.soft(new Set(loaded).size, 'own files loaded').toBe(mine.size)
        const foreign = arrived.filter((path) =>
          [...ownFiles].some(([other, files]) => other !== template && files.has(path)),
        )
        expect.soft(foreign, "another theme's files").toEqual([])

        // Read by the tests below: accessibility in the theme's colour, then the look without it.
        const findings = await findingsAtBothWidths(page, '/')
        const restoreColour = await makeColourless(page)
        await settlePage(page)
        const screenshot = await page.screenshot({ animations: 'disabled', caret: 'hide' })
        grids.set(template, await luminanceGrid(lab, screenshot))
        await restoreColour()
        await goInPage(page, '/login')
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        findings.push(...(await findingsAtBothWidths(page, '/login')))
        accessibility.set(template, findings)
        await context.close()
      },
    )
  })

  describe('accessibility (axe-core, WCAG 2.1 A and AA, contrast included)', () => {
    it.for(templates)(
      '%s: no serious or critical violation on home and /login, at 1280 and 375 px',
      (template, { expect }) => {
        expect(accessibility.get(template), 'checked by the home test').toBeDefined()
        expect(accessibility.get(template)).toEqual([])
      },
    )
  })

  it('has no two themes whose homes look alike once colour is removed', () => {
    const pairs: { pair: string; distance: number }[] = []
    const measured = [...grids]
    for (const [index, [a, gridA]] of measured.entries()) {
      for (const [b, gridB] of measured.slice(index + 1)) {
        pairs.push({ pair: `${a}–${b}`, distance: gridDistance(gridA, gridB) })
      }
    }
    pairs.sort((x, y) => x.distance - y.distance)
    console.info(
      `Closest homes once colour is removed (of ${measured.length} themes): ${pairs
        .slice(0, 6)
        .map(({ pair, distance }) => `${pair} ${distance.toFixed(4)}`)
        .join(', ')}`,
    )
    expect(measured.length, 'themes whose home was measured').toBe(templates.length)
    expect(pairs.filter(({ distance }) => distance < nearIdentical)).toEqual([])
  })
})
