import { endonymByCode, type LanguageCode, languageCodes, localeByCode } from '@parlor/contract'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unrenderedGlyphs } from '../../../scripts/unrendered-glyphs.mjs'
import { launchChromium, siteUrl, waitForPath, watchProblems } from './chromium.ts'

const site = 'template1'
const desktop = { width: 1280, height: 900 }

/** English month names, whole or cut, as Intl writes them for a locale the browser lacks. */
const englishMonth = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|\b(AM|PM)\b/

async function pageIn(browser: Browser, code: LanguageCode) {
  const context = await browser.newContext({ viewport: desktop, timezoneId: 'UTC' })
  await context.addCookies([{ name: 'i18n_redirected', value: code, url: siteUrl(site) }])
  return context.newPage()
}

/** Opens the header's language switch and reads each choice: its `lang` and the name it shows. */
async function languageChoices(page: Page) {
  await page.locator('header .pk-language-switch').click()
  const list = page.getByRole('dialog').locator('.pk-language-list')
  await list.waitFor()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return list
    .locator('.pk-language-list__choice')
    .evaluateAll((choices) =>
      choices.map((choice) => [
        choice.getAttribute('lang'),
        choice.querySelector('.pk-language-list__name')?.textContent,
      ]),
    )
}

const endonyms = languageCodes.map((code) => [localeByCode[code], endonymByCode[code]])

describe('languages named in themselves, and dates in the reader’s language', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser.close())

  // Chromium's own names for Nepali, Burmese and Mongolian are English ("Nepali"); its ICU has
  // none of them. The list is ours, and each name comes in its script's font.
  it.each(['EN', 'NE', 'MMK'] as const)(
    'lists every language in itself on a page in %s, each drawn in a font that has it',
    async (code) => {
      const page = await pageIn(browser, code)
      const path = code === 'EN' ? '/slots' : `/${localeByCode[code]}/slots`
      await page.goto(siteUrl(site, path), { waitUntil: 'networkidle' })
      await waitForPath(page, path)
      expect(await languageChoices(page)).toEqual(endonyms)
      expect(await unrenderedGlyphs(page)).toEqual([])
      await page.context().close()
    },
  )

  it('writes a Nepali page’s dates in Nepali, as a full ICU does, not in English', async () => {
    const page = await pageIn(browser, 'NE')
    const problems = watchProblems(page)
    await page.goto(siteUrl(site, '/ne/news'), { waitUntil: 'networkidle' })
    const dates = page.locator('.pk-news-card__date')
    await dates.first().waitFor()
    const shown = await dates.evaluateAll((times) =>
      times.map((time) => ({ iso: time.getAttribute('datetime') ?? '', text: time.textContent })),
    )
    expect(shown.length).toBeGreaterThan(0)
    // Node carries the full ICU: its Nepali is what the site writes from its own data.
    const nepali = new Intl.DateTimeFormat('ne-u-nu-latn', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    })
    for (const { iso, text } of shown) {
      expect(text).not.toMatch(englishMonth)
      expect(text).toMatch(/[\u0900-\u097f]/)
      expect(text).toBe(nepali.format(new Date(iso)))
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    expect(await unrenderedGlyphs(page)).toEqual([])
    expect(problems).toEqual([])
    await page.context().close()
  })

  // template6's demo site speaks Burmese: its information pages come in English and Burmese, and an
  // English reader's switch between them names each version in itself, in a font that has it.
  it('names an information page’s two versions in themselves, each in a font that has it', async () => {
    const page = await pageIn(browser, 'EN')
    await page.goto(siteUrl('template6', '/about'), { waitUntil: 'networkidle' })
    const versions = page.locator('.info-page__language')
    await versions.first().waitFor()
    expect(
      await versions.evaluateAll((buttons) =>
        buttons.map((button) => [button.getAttribute('lang'), button.textContent]),
      ),
    ).toEqual([
      ['en', 'English'],
      ['my', 'မြန်မာ'],
    ])
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    expect(await unrenderedGlyphs(page)).toEqual([])

    // The Burmese version itself, headings and all, on a page whose language is English.
    await versions.nth(1).click()
    const body = page.locator('.info-page__body article')
    await expect.poll(() => body.textContent()).toMatch(/[\u1000-\u109f]/)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    expect(await unrenderedGlyphs(page)).toEqual([])
    await page.context().close()
  })
})
