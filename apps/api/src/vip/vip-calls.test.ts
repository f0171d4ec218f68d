import { languageCodes } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readContentSite } from '../content/content-site.ts'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, success, type TestApi } from '../http/api-test-client.test-support.ts'
import { vipCopyByLanguage, vipLevelNames } from './vip-copy/vip-copy-by-language.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe.each(testBackends)('VIP levels on $name', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await openTestApi(backend)
  })
  afterAll(() => api.db.close())

  const ladder = async (body: object) =>
    success('vipLevels', (await api.call('/vip/levels', body)).body).levels
  const siteLanguage = async (domain: string) => {
    const site = await readContentSite(api.db, domain)
    if (!site) throw new Error(`No site ${domain}`)
    return site.language
  }

  it('answers the ladder from the lowest level up, thresholds rising', async () => {
    const levels = await ladder({ domain_name: 'template3.localhost', language: 'EN' })
    expect(levels.map((l) => l.vip_name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Royal',
    ])
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]?.min_deposit).toBeGreaterThan(levels[i - 1]?.min_deposit ?? Infinity)
    }
  })

  it('scales thresholds to the currency of each site', async () => {
    const php = await api.call('/vip/levels', { domain_name: 'template1.localhost' })
    const vnd = await api.call('/vip/levels', { domain_name: 'template3.localhost' })
    expect(php.body.levels[1].min_deposit).toBe(100 * vnd.body.levels[1].min_deposit)
  })

  it.each(languageCodes)('names the levels and their perks in %s when asked', async (language) => {
    const levels = await ladder({ domain_name: 'template3.localhost', language })
    expect(levels.map((l) => l.vip_name)).toEqual(vipLevelNames(language))
    const { benefits } = vipCopyByLanguage[language]
    expect(levels[0]?.benefits).toEqual([benefits.weeklyRebate])
    expect(levels[5]?.benefits).toEqual([
      benefits.birthdayBonus,
      benefits.fasterWithdrawals,
      benefits.accountManager,
      benefits.exclusiveEvents,
    ])
    // The badge is drawn from the level's own name, whatever language it is read in.
    expect(levels.map((l) => l.icon_url)).toEqual(
      ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'royal'].map(
        (name) => `/media/vip/${name}.svg`,
      ),
    )
  })

  it('answers in the site’s language when the call names none', async () => {
    for (const domain of ['template2.localhost', 'template10.localhost', 'localhost']) {
      const language = await siteLanguage(domain)
      const levels = await ladder({ domain_name: domain })
      expect(levels.map((l) => l.vip_name)).toEqual(vipLevelNames(language))
    }
    expect(await siteLanguage('template2.localhost')).toBe('CN')
  })

  it('answers a text missing in the language in English, field by field', async () => {
    await api.db.query(
      `update vip_levels set texts = jsonb_set(texts, '{RUS}', (texts->'RUS') - 'vip_name')
        where domain_name = 'template11.localhost' and level = 2`,
    )
    const levels = await ladder({ domain_name: 'template11.localhost', language: 'RUS' })
    expect(levels[2]).toMatchObject({
      vip_name: 'Gold',
      benefits: [
        vipCopyByLanguage.RUS.benefits.birthdayBonus,
        vipCopyByLanguage.RUS.benefits.fasterWithdrawals,
      ],
    })
    expect(levels[1]?.vip_name).toBe(vipLevelNames('RUS')[1])
  })

  it('refuses a language no site speaks, and answers as before after it', async () => {
    const before = await ladder({ domain_name: 'template2.localhost' })
    const { body } = await api.call('/vip/levels', {
      domain_name: 'template2.localhost',
      language: 'fr',
    })
    expect(body).toMatchObject({ statusMessage: 'invalidRequest' })
    expect(body.statusDetail).toContain('language')
    expect(await ladder({ domain_name: 'template2.localhost' })).toEqual(before)
  })

  it('seeds every level with its name and perks in every other language', async () => {
    const rows = await api.db.query<{ texts: Record<string, Record<string, unknown>> }>(
      `select texts from vip_levels where domain_name = 'template4.localhost'`,
    )
    expect(rows).toHaveLength(6)
    for (const { texts } of rows) {
      expect(Object.keys(texts).sort()).toEqual(languageCodes.filter((l) => l !== 'EN').sort())
      for (const written of Object.values(texts)) {
        expect(Object.keys(written).sort()).toEqual(['benefits', 'vip_name'])
      }
    }
  })

  it('answers siteNotFound for an unknown domain', async () => {
    const { body } = await api.call('/vip/levels', { domain_name: 'nowhere.test' })
    expect(body.statusMessage).toBe('siteNotFound')
  })

  it('starts a new player at the first level with nothing counted', async () => {
    const player = await api.registerPlayer('vip_new')
    const level = success('vip', (await api.call('/auth/vip', player)).body).nextLevel[0]
    expect(level).toMatchObject({ cycle_deposit: 0, cycle_turnover: 0 })
  })

  it('names the player’s level as the ladder does, in the site’s language or the one asked', async () => {
    const player = await api.registerPlayer('vip_named')
    const language = await siteLanguage('template1.localhost')
    const own = success('vip', (await api.call('/auth/vip', player)).body).nextLevel[0]
    const [first, second] = vipLevelNames(language)
    expect(own).toMatchObject({ vip_name: first, vip_name_next: second })
    const asked = success('vip', (await api.call('/auth/vip', { ...player, language: 'MMK' })).body)
    expect(asked.nextLevel[0]).toMatchObject({
      vip_name: vipLevelNames('MMK')[0],
      vip_name_next: vipLevelNames('MMK')[1],
    })
    const refused = await api.call('/auth/vip', { ...player, language: 'xx' })
    expect(refused.body.statusMessage).toBe('invalidRequest')
  })
})
