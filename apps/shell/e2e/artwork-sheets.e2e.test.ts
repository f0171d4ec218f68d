import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, siteUrl } from './chromium.ts'

/**
 * The demo sites show their menu icons, networks and partners as views of three SVG sheets
 * (`/media/sheets/icons.svg#slots`): each view must draw the same picture as the single file
 * draws, neither the whole sheet squeezed into the box nor a neighbour's picture.
 */
const cases = [
  { view: 'icons.svg#slots', single: 'icons/slots.svg', width: 48, height: 48 },
  { view: 'icons.svg#download', single: 'icons/download.svg', width: 48, height: 48 },
  { view: 'social.svg#telegram', single: 'social/telegram.svg', width: 64, height: 64 },
  { view: 'partners.svg#pgsoft', single: 'partners/pgsoft.svg', width: 240, height: 96 },
]

describe('artwork sheets', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  /**
   * How far apart two pictures are, drawn at the same size: the share of pixels whose colour
   * differs by more than anti-aliasing does (a text's edge may round differently inside a sheet).
   */
  async function difference(view: string, single: string, width: number, height: number) {
    const page = await browser.newPage()
    const harness = siteUrl('template1', '/sheet-harness')
    // A page of the site's own origin, so the pictures can be read back from a canvas.
    await page.route(harness, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' }),
    )
    await page.goto(harness)
    const share = await page.evaluate(
      async ({ view, single, width, height }) => {
        const pixels = async (src: string) => {
          const image = new Image(width, height)
          image.src = src
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = width
          canvas.height = height
          const context = canvas.getContext('2d')
          if (!context) throw new Error('no 2d canvas')
          context.drawImage(image, 0, 0, width, height)
          return context.getImageData(0, 0, width, height).data
        }
        const [a, b] = [await pixels(`/media/sheets/${view}`), await pixels(`/media/${single}`)]
        let differing = 0
        for (let i = 0; i < a.length; i += 4) {
          const channels = [0, 1, 2, 3].map((c) => Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0)))
          if (Math.max(...channels) > 48) differing++
        }
        return differing / (width * height)
      },
      { view, single, width, height },
    )
    await page.close()
    return share
  }

  it('draws in each view of a sheet the picture of its single file', async () => {
    for (const { view, single, width, height } of cases) {
      expect(await difference(view, single, width, height), view).toBeLessThan(0.01)
    }
    // The comparison tells pictures apart: a neighbour's view is not the same picture.
    expect(await difference('icons.svg#fish', 'icons/slots.svg', 48, 48)).toBeGreaterThan(0.1)
    expect(await difference('partners.svg#jili', 'partners/pgsoft.svg', 240, 96)).toBeGreaterThan(
      0.1,
    )
  })
})
