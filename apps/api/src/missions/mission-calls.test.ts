import { type LanguageCode, languageCodes } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readContentSite } from '../content/content-site.ts'
import { formatMoney } from '../content/demo-money.ts'
import { testBackends } from '../db/database.test-support.ts'
import {
  openTestApi,
  type Player,
  success,
  type TestApi,
} from '../http/api-test-client.test-support.ts'
import { demoMissions } from './demo-missions.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe.each(testBackends)('missions on $name', (backend) => {
  let api: TestApi
  let player: Player

  beforeAll(async () => {
    api = await openTestApi(backend)
    player = await api.registerPlayer('mission_player')
  })
  afterAll(() => api.db.close())

  // The tests below find missions by their English titles; `null` names no language.
  const missions = async (language: LanguageCode | null = 'EN', owner = player) => {
    const body = { ...owner, ...(language ? { language } : {}) }
    return success('missionList', (await api.call('/mission/list', body)).body).items
  }
  const seededSite = async (domain = 'template1.localhost') => {
    const site = await readContentSite(api.db, domain)
    if (!site) throw new Error(`No site ${domain}`)
    return site
  }
  const byTitle = async (title: string) => {
    const mission = (await missions()).find((m) => m.title === title)
    if (!mission) throw new Error(`No mission ${title}`)
    return mission
  }

  it('lists the site missions with no progress for a new player', async () => {
    const list = await missions()
    expect(list.map((m) => m.title)).toEqual([
      'Daily spinner',
      'Daily wager',
      'Weekly top-up',
      'First deposit',
      'Centurion',
    ])
    expect(list.every((m) => m.progress === 0 && m.status === 'in_progress')).toBe(true)
    expect((await byTitle('Daily spinner')).expires_at).toMatch(/T00:00:00.000Z$/)
    expect((await byTitle('Centurion')).expires_at).toBeNull()
  })

  it('refuses to pay a mission before it is done', async () => {
    const first = await byTitle('First deposit')
    const early = await api.call('/mission/claim', { ...player, mission_id: first.mission_id })
    expect(early.body).toMatchObject({
      statusMessage: 'notClaimable',
      statusDetail: '0 of 10000 done',
    })
  })

  it('counts deposits and rounds, then pays a completed mission once', async () => {
    await api.call('/wallet/deposit', { ...player, amount: 10_000, method: 'e_wallet' })
    const first = await byTitle('First deposit')
    expect(first).toMatchObject({ progress: 10_000, status: 'completed' })

    const claim = success(
      'missionClaim',
      (await api.call('/mission/claim', { ...player, mission_id: first.mission_id })).body,
    )
    expect(claim).toMatchObject({ reward_amount: 2_000, reward_tokens: 2, game_balance: 12_000 })
    expect(claim.token_balance).toBe(3 + 2)
    const again = await api.call('/mission/claim', { ...player, mission_id: first.mission_id })
    expect(again.body.statusMessage).toBe('alreadyClaimed')
    expect((await byTitle('First deposit')).status).toBe('claimed')
    expect(await api.balance(player)).toBe(12_000)

    const { body } = await api.call('/game/list', { domain_name: 'template1.localhost' })
    const game = body.items[0]
    for (let i = 0; i < 3; i++) {
      await api.call('/game/demo_spin', { ...player, ...game, stake: 100 })
    }
    expect(await byTitle('Daily spinner')).toMatchObject({ progress: 3, goal: 10 })
    expect((await byTitle('Daily wager')).progress).toBe(300)
  })

  it("refuses another site's mission", async () => {
    const [row] = await api.db.query<{ id: number }>(
      `select id::int as id from missions where domain_name = 'template2.localhost' limit 1`,
    )
    const claim = await api.call('/mission/claim', { ...player, mission_id: row?.id })
    expect(claim.body.statusMessage).toBe('notFound')
  })

  it.each(languageCodes)('titles and describes the missions in %s when asked', async (language) => {
    const site = await seededSite()
    const seeds = demoMissions(site)
    const list = await missions(language)
    const expected = seeds.map((seed) =>
      language === 'EN' ? seed : { ...seed, ...seed.texts[language] },
    )
    expect(list.map(({ title, description }) => ({ title, description }))).toEqual(
      expected.map(({ title, description }) => ({ title, description })),
    )
    // The goals stated are the ones counted: the wager and the deposits in the site's money.
    const wager = list.find((m) => m.title === expected[1]?.title)
    expect(wager?.description).toContain(formatMoney(wager?.goal ?? 0, site))
  })

  it('answers in the site’s language when the call names none', async () => {
    const site = await seededSite('template2.localhost')
    expect(site.language).toBe('CN')
    const other = await api.registerPlayer('mission_cn', 'template2.localhost')
    const list = await missions(null, other)
    const seeds = demoMissions(site)
    expect(list.map((m) => m.title)).toEqual(seeds.map((seed) => seed.texts.CN?.title))
    const own = await seededSite()
    const titles = (await missions(null)).map((m) => m.title)
    expect(titles).toEqual(
      demoMissions(own).map((seed) =>
        own.language === 'EN' ? seed.title : seed.texts[own.language]?.title,
      ),
    )
  })

  it('answers a text missing in the language in English, field by field', async () => {
    const other = await api.registerPlayer('mission_fallback', 'template10.localhost')
    await api.db.query(
      `update missions set texts = jsonb_set(texts, '{VI}', (texts->'VI') - 'description')
        where domain_name = 'template10.localhost' and sort_order = 0`,
    )
    const [first] = await missions('VI', other)
    const [seed] = demoMissions(await seededSite('template10.localhost'))
    expect(first).toMatchObject({ title: seed?.texts.VI?.title, description: seed?.description })
  })

  it('refuses a language no site speaks and changes nothing', async () => {
    const before = await missions(null)
    const { body } = await api.call('/mission/list', { ...player, language: 'EN-US' })
    expect(body).toMatchObject({ statusMessage: 'invalidRequest' })
    expect(body.statusDetail).toContain('language')
    expect(await missions(null)).toEqual(before)
  })

  it('seeds every mission with its title and description in every other language', async () => {
    const rows = await api.db.query<{ texts: Record<string, Record<string, unknown>> }>(
      `select texts from missions where domain_name = 'template5.localhost'`,
    )
    expect(rows).toHaveLength(5)
    for (const { texts } of rows) {
      expect(Object.keys(texts).sort()).toEqual(languageCodes.filter((l) => l !== 'EN').sort())
      for (const written of Object.values(texts)) {
        expect(Object.keys(written).sort()).toEqual(['description', 'title'])
      }
    }
  })
})
