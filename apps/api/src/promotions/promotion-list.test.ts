import { type LanguageCode, languageCodes, statusCode, statusMessage } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentSite, readContentSite } from '../content/content-site.ts'
import { formatMoney } from '../content/demo-money.ts'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, type TestApi } from '../http/api-test-client.test-support.ts'
import { renderMediaPath } from '../media/media-paths.ts'
import { demoPromotionCopy } from './demo-promotions.ts'
import { type DemoPromotionKey, demoPromotionKeys } from './promotion-copy/promotion-copy.ts'

const han = /\p{Script=Han}/u
const cyrillic = /\p{Script=Cyrillic}/u

describe.each(testBackends)('the promotion list on $name', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await openTestApi(backend)
  })
  afterAll(() => api.db.close())

  async function site(domain: string): Promise<ContentSite> {
    const found = await readContentSite(api.db, domain)
    if (!found) throw new Error(`No site ${domain}`)
    return found
  }

  async function list(domain_name: string, language?: LanguageCode) {
    const { items } = await api.succeed('promotionList', {
      domain_name,
      category: '',
      ...(language ? { language } : {}),
    })
    return items
  }

  /** The demo copy of the site in `language`, dated as its promotions were seeded. */
  async function written(domain: string, language: LanguageCode) {
    const items = await list(domain)
    const seededAt = new Date(items[0]?.starts_at ?? Number.NaN)
    const copy = demoPromotionCopy(await site(domain), seededAt)[language]
    return demoPromotionKeys.map((key: DemoPromotionKey) => copy[key])
  }

  const texts = (items: readonly { title: string; summary: string; body: string }[]) =>
    items.map(({ title, summary, body }) => ({ title, summary, body }))

  it('answers in the language the call asks for, whatever the site speaks', async () => {
    // template1.localhost speaks Filipino.
    expect((await site('template1.localhost')).language).toBe('PHP')
    for (const language of languageCodes) {
      const items = await list('template1.localhost', language)
      expect(texts(items), language).toEqual(await written('template1.localhost', language))
    }
    const russian = await list('template1.localhost', 'RUS')
    for (const item of russian) expect(item.title + item.summary + item.body).toMatch(cyrillic)
  })

  it('shows each demo brand its own banner art for each offer, drawn by the artwork route', async () => {
    const banners = async (domain: string) => (await list(domain)).map((item) => item.image_url)
    expect(await banners('template3.localhost')).toEqual([
      '/media/promotions/template3/welcome-100.svg',
      '/media/promotions/template3/daily.svg',
      '/media/promotions/template3/live-casino-20.svg',
      '/media/promotions/template3/sports.svg',
    ])
    // The bare localhost wears template1's brand.
    expect(await banners('localhost')).toEqual(await banners('template1.localhost'))
    for (const path of await banners('template7.localhost')) {
      const art = renderMediaPath(path)
      expect(art, path).toMatch(/^<svg /)
    }
  })

  it('answers in the site’s language when the call asks for none', async () => {
    expect((await site('template2.localhost')).language).toBe('CN')
    const items = await list('template2.localhost')
    expect(texts(items)).toEqual(await written('template2.localhost', 'CN'))
    for (const item of items) {
      expect(item.title).toMatch(han)
      expect(item.body).toMatch(han)
    }
    const english = await list('template11.localhost')
    expect((await site('template11.localhost')).language).toBe('EN')
    expect(texts(english)).toEqual(await written('template11.localhost', 'EN'))
  })

  it('states in the text the maximum bonus and minimum deposit its fields hold', async () => {
    for (const domain of ['template1.localhost', 'template6.localhost', 'template9.localhost']) {
      const money = await site(domain)
      for (const language of languageCodes) {
        for (const item of await list(domain, language)) {
          if (item.max_bonus > 0) expect(item.body).toContain(formatMoney(item.max_bonus, money))
          if (item.min_deposit > 0)
            expect(item.body).toContain(formatMoney(item.min_deposit, money))
          if (item.bonus_amount > 0) {
            expect(item.body).toContain(formatMoney(item.bonus_amount, money))
          }
        }
      }
    }
  })

  it('falls back to English, field by field, where a language has not been written', async () => {
    const domain = 'template3.localhost'
    const english = await list(domain, 'EN')
    const [first] = english
    if (!first) throw new Error(`${domain} runs no promotion`)
    const before = await api.db.query<{ texts: unknown }>(
      'select texts from promotions where id = $1',
      [first.promotion_id],
    )
    // An operator who wrote the Russian title but not the body, and no Vietnamese at all.
    await api.db.query(
      `update promotions set texts = (texts #- '{RUS,body}') - 'VI' where id = $1`,
      [first.promotion_id],
    )
    try {
      const [russian] = await list(domain, 'RUS')
      expect(russian?.title).toMatch(cyrillic)
      expect(russian?.summary).toMatch(cyrillic)
      expect(russian?.body).toBe(first.body)
      const [vietnamese] = await list(domain, 'VI')
      expect(texts([vietnamese ?? first])).toEqual(texts([first]))
    } finally {
      await api.db.query('update promotions set texts = $2::jsonb where id = $1', [
        first.promotion_id,
        JSON.stringify(before[0]?.texts),
      ])
    }
  })

  it('refuses a language code it does not know, naming the field, and changes nothing', async () => {
    const snapshot = () =>
      api.db.query('select id, title, summary, body, texts from promotions order by id')
    const before = await snapshot()
    const listed = await list('template1.localhost')
    for (const language of ['XX', 'rus', 'en', '', 7]) {
      const answer = await api.call('/promotion/list', {
        domain_name: 'template1.localhost',
        category: '',
        language,
      })
      expect(answer.status, String(language)).toBe(400)
      expect(answer.body).toMatchObject({
        statusCode: statusCode.badRequest,
        statusMessage: statusMessage.invalidRequest,
      })
      expect(answer.body.statusDetail).toContain('language: languageCodeUnknown')
    }
    expect(await snapshot()).toEqual(before)
    expect(await list('template1.localhost')).toEqual(listed)
  })
})
