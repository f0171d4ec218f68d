import { type LanguageCode, languageCodes } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { readContentSite } from '../content/content-site.ts'
import { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrations.ts'
import { demoContent, type StoredAnnouncement } from './demo-content.ts'
import { seedDemo } from './seed-demo.ts'

describe.each(testBackends)('site content on $name', (backend) => {
  let db: Database
  let app: ReturnType<typeof createApp>['app']

  beforeAll(async () => {
    db = await backend.open()
    await migrate(db)
    await seedDemo(db, new Date())
    app = createApp(db, { mode: 'demo' }).app
  }, 60_000)
  afterAll(() => db.close())

  const call = async (path: string, body: unknown) =>
    (
      await app.request(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()

  it('answers each site its own social accounts', async () => {
    const res = await call('/settings/social_account', { domain_name: 'template7.localhost' })
    expect(res.statusCode).toBe(1)
    expect(res.accountList.map((a: { type: string }) => a.type)).toEqual([
      'facebook',
      'telegram',
      'viber',
      'email',
    ])
    expect(res.accountList[3].url).toBe('mailto:support@template7.localhost')
  })

  it('lists the game providers as partners, each with a name, logo and link', async () => {
    const res = await call('/settings/partners', { domain_name: 'localhost' })
    const names = res.partners.map((p: { partner_name: string }) => p.partner_name)
    expect(names).toEqual(expect.arrayContaining(['JILI', 'Pragmatic Play', 'PG Soft', 'Evoplay']))
    for (const partner of res.partners) expect(partner.href).toMatch(/^https:\/\//)
  })

  it('answers HEAD and BODY analytics scripts', async () => {
    const res = await call('/settings/get_analytics', { domain_name: 'template1.localhost' })
    expect(res.scripts.map((s: { section: string }) => s.section)).toEqual(['HEAD', 'BODY'])
  })

  it('answers only the announcements that are live now', async () => {
    await db.query(
      `update site_content set announcements = announcements || $2::jsonb where domain_name = $1`,
      [
        'template9.localhost',
        JSON.stringify([
          {
            announcement_id: 3,
            placement: 'modal',
            title: 'Over',
            body: '',
            image_url: '',
            starts_at: '2020-01-01T00:00:00.000Z',
            ends_at: '2020-02-01T00:00:00.000Z',
          },
        ]),
      ],
    )
    const fresh = createApp(db, { mode: 'demo' }).app
    const res = await (
      await fresh.request('/api/settings/announcements', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: 'template9.localhost' }),
      })
    ).json()
    expect(res.items.map((a: { announcement_id: number }) => a.announcement_id)).toEqual([1, 2])
  })

  /** A seeded site's demo announcements as written in `language`. */
  const announcementsIn = async (domain: string, language: LanguageCode) => {
    const site = await readContentSite(db, domain)
    if (!site) throw new Error(`No site ${domain}`)
    return demoContent(domain, site.site_name, new Date()).announcements.map(
      ({ title, body, texts }) => ({
        title,
        body,
        ...(language === 'EN' ? {} : texts?.[language]),
      }),
    )
  }
  const shown = (items: StoredAnnouncement[]) => items.map(({ title, body }) => ({ title, body }))

  it.each(languageCodes)('writes the announcements in %s when asked', async (language) => {
    const res = await call('/settings/announcements', {
      domain_name: 'template3.localhost',
      language,
    })
    expect(shown(res.items)).toEqual(await announcementsIn('template3.localhost', language))
    // What is sent is the contract's announcement: the other languages stay on the server.
    for (const item of res.items) expect(item).not.toHaveProperty('texts')
  })

  it('answers in the site’s language when the call names none', async () => {
    for (const domain of ['template2.localhost', 'template6.localhost', 'localhost']) {
      const site = await readContentSite(db, domain)
      if (!site) throw new Error(`No site ${domain}`)
      const res = await call('/settings/announcements', { domain_name: domain })
      expect(shown(res.items)).toEqual(await announcementsIn(domain, site.language))
    }
    expect((await readContentSite(db, 'template2.localhost'))?.language).toBe('CN')
  })

  it('answers a text missing in the language in English, field by field', async () => {
    const [row] = await db.query<{ announcements: StoredAnnouncement[] }>(
      `select announcements from site_content where domain_name = 'template8.localhost'`,
    )
    const edited = row?.announcements.map((a) => {
      if (a.placement !== 'marquee' || !a.texts?.ESP) return a
      const { body: _, ...written } = a.texts.ESP
      return { ...a, texts: { ...a.texts, ESP: written } }
    })
    await db.query(
      `update site_content set announcements = $1::jsonb where domain_name = 'template8.localhost'`,
      [JSON.stringify(edited)],
    )
    const fresh = createApp(db, { mode: 'demo' }).app
    const res = await (
      await fresh.request('/api/settings/announcements', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: 'template8.localhost', language: 'ESP' }),
      })
    ).json()
    const [welcome, maintenance] = await announcementsIn('template8.localhost', 'ESP')
    const [, english] = await announcementsIn('template8.localhost', 'EN')
    expect(shown(res.items)).toEqual([welcome, { title: maintenance?.title, body: english?.body }])
  })

  it('refuses a language no site speaks and changes nothing', async () => {
    const before = await call('/settings/announcements', { domain_name: 'template4.localhost' })
    const refused = await call('/settings/announcements', {
      domain_name: 'template4.localhost',
      language: 'english',
    })
    expect(refused).toMatchObject({ statusMessage: 'invalidRequest' })
    expect(refused.statusDetail).toContain('language')
    expect(await call('/settings/announcements', { domain_name: 'template4.localhost' })).toEqual(
      before,
    )
  })

  it('stores every announcement with its title and body in every other language', async () => {
    const [row] = await db.query<{ announcements: StoredAnnouncement[] }>(
      `select announcements from site_content where domain_name = 'template5.localhost'`,
    )
    expect(row?.announcements).toHaveLength(2)
    for (const { texts } of row?.announcements ?? []) {
      expect(Object.keys(texts ?? {}).sort()).toEqual(
        languageCodes.filter((l) => l !== 'EN').sort(),
      )
      for (const written of Object.values(texts ?? {})) {
        expect(Object.keys(written).sort()).toEqual(['body', 'title'])
      }
    }
  })

  it('records a site visit that carries a tracking id, and refuses one with none', async () => {
    expect(
      await call('/settings/adsvisit', {
        domain_name: 'localhost',
        fbp: 'fb.1.123.456',
        appsflyer_id: '',
      }),
    ).toMatchObject({ statusCode: 1 })
    const [row] = await db.query(`select fbp from site_visits where domain_name = 'localhost'`)
    expect(row).toEqual({ fbp: 'fb.1.123.456' })
    const none = await call('/settings/adsvisit', {
      domain_name: 'localhost',
      fbp: '',
      appsflyer_id: '',
    })
    expect(none).toMatchObject({ statusCode: -400, statusMessage: 'invalidRequest' })
    expect(none.statusDetail).toContain('fbp')
  })

  it.each([
    '/settings/social_account',
    '/settings/partners',
    '/settings/get_analytics',
    '/settings/announcements',
    '/settings/adsvisit',
  ])('%s refuses an unknown domain', async (path) => {
    expect(await call(path, { domain_name: 'unknown.test', fbp: 'x' })).toMatchObject({
      statusCode: -404,
      statusMessage: 'siteNotFound',
    })
  })

  it('seeds once: a second start adds nothing', async () => {
    expect(await seedDemo(db, new Date())).toEqual({
      sites: 0,
      content: 0,
      promotions: 0,
      vipLevels: 0,
      missions: 0,
      games: 0,
      cms: 0,
      seo: 0,
      news: 0,
    })
  })
})
