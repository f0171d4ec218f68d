import { type CatalogGame, type Game, hotGameTypes, statusCode } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { demoSites } from '../sites/demo-sites.ts'
import { defaultListSize } from './game-calls.ts'
import { catalogue } from './game-catalogue.ts'
import { findGame } from './game-queries.ts'
import { domain, openGamesTestApp } from './games-test-app.test-support.ts'
import { seedGames } from './seed-games.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

const siteCategories = (site: string) =>
  demoSites(new Date())
    .find((s) => s.domain_name === site)
    ?.provider_count.map((p) => p.category) ?? []

const key = (g: Pick<Game, 'provider_code' | 'game_code'>) => `${g.provider_code}/${g.game_code}`

describe.each(testBackends)('game calls on $name', (backend) => {
  let t: Awaited<ReturnType<typeof openGamesTestApp>>

  beforeAll(async () => {
    t = await openGamesTestApp(backend)
  }, 60_000)
  afterAll(() => t.db.close())

  const list = (body: Record<string, unknown>) =>
    t.succeed('gameList', { domain_name: domain, ...body })

  describe('the lobby', () => {
    it('lists only the asked category, page by page, in an order that does not move', async () => {
      const slots = catalogue.filter((g) => g.category === 'slots')
      const first = await list({ category: 'slots', page_size: 20 })
      expect(first).toMatchObject({ page: 1, page_size: 20, total: slots.length })
      expect(first.items).toHaveLength(20)
      expect(first.items.every((g) => g.category === 'slots')).toBe(true)

      const again = await list({ category: 'slots', page_size: 20 })
      expect(again.items).toEqual(first.items)
      const second = await list({ category: 'slots', page: 2, page_size: 20 })
      expect(second).toMatchObject({ page: 2, total: slots.length })
      const firstKeys = new Set(first.items.map(key))
      expect(second.items.some((g) => firstKeys.has(key(g)))).toBe(false)

      const pages = Math.ceil(slots.length / 20)
      const last = await list({ category: 'slots', page: pages, page_size: 20 })
      expect(last.items).toHaveLength(slots.length - (pages - 1) * 20)
      const beyond = await list({ category: 'slots', page: pages + 1, page_size: 20 })
      expect(beyond).toMatchObject({ items: [], total: slots.length })
    })

    it('refuses a page so far on that its offset would not fit, rather than failing', async () => {
      // Found by the junk-bodies property test: PostgreSQL's integer cannot hold this offset.
      const far = { domain_name: domain, page: 21_474_838, page_size: 100 }
      expect(await t.call('gameList', far)).toMatchObject({ statusCode: statusCode.badRequest })
    })

    it('walks every game of a category exactly once across its pages', async () => {
      const seen: string[] = []
      for (let page = 1; page <= 3; page++) {
        seen.push(...(await list({ category: 'slots', page, page_size: 100 })).items.map(key))
      }
      const expected = catalogue.filter((g) => g.category === 'slots').map(key)
      expect(new Set(seen).size).toBe(seen.length)
      expect([...seen].sort()).toEqual([...expected].sort())
    })

    it('gives each game its tile, its provider and its tags', async () => {
      const { items } = await list({ category: 'fish', page_size: 5 })
      for (const game of items) {
        const seeded = catalogue.find((g) => key(g) === key(game))
        expect(game).toEqual({
          provider_code: seeded?.provider_code,
          game_code: seeded?.game_code,
          game_name: seeded?.game_name,
          game_type: seeded?.game_type,
          game_image: `/media/games/${game.provider_code}/${game.game_code}.svg`,
          category: 'fish',
          provider_name: seeded?.provider_name,
          tags: seeded?.tags,
        } satisfies Partial<Record<keyof CatalogGame, unknown>>)
      }
    })

    it('filters by provider, and the providers offered add up to the category', async () => {
      const all = await list({ category: 'fish', page_size: 100 })
      expect(all.providers.length).toBeGreaterThan(1)
      const sum = all.providers.reduce((n, p) => n + p.game_count, 0)
      expect(sum).toBe(all.total)
      for (const provider of all.providers) {
        const one = await list({
          category: 'fish',
          provider: provider.provider_code,
          page_size: 100,
        })
        expect(one.total).toBe(provider.game_count)
        expect(one.items.every((g) => g.provider_code === provider.provider_code)).toBe(true)
        // The filter's options stay the same whichever provider is chosen.
        expect(one.providers).toEqual(all.providers)
      }
      const lower = await list({ category: 'fish', provider: 'jili' })
      expect(lower.total).toBe(all.providers.find((p) => p.provider_code === 'JILI')?.game_count)
      expect(await list({ category: 'fish', provider: 'NOBODY' })).toMatchObject({
        items: [],
        total: 0,
      })
    })

    it('finds a game by part of its name in any case, and nothing for nonsense', async () => {
      const target = catalogue.find((g) => g.category === 'slots' && g.game_name.length > 10)
      if (!target) throw new Error('no slot with a long name')
      const part = target.game_name.slice(2, 9)
      for (const search of [part.toUpperCase(), part.toLowerCase()]) {
        const found = await list({ search, page_size: 100 })
        expect(found.items.map(key)).toContain(key(target))
        for (const game of found.items) {
          expect(
            `${game.game_name} ${game.provider_name} ${game.provider_code}`.toLowerCase(),
          ).toContain(part.toLowerCase())
        }
      }
      expect(await list({ search: 'qqxz nothing like it' })).toMatchObject({ items: [], total: 0 })
      // Wildcards of SQL are plain characters to a player.
      expect(await list({ search: '%' })).toMatchObject({ total: 0 })
      expect(await list({ search: '_' })).toMatchObject({ total: 0 })
    })

    it('searches providers by name too', async () => {
      const found = await list({ category: 'slots', search: 'pragmatic', page_size: 100 })
      const pplay = catalogue.filter((g) => g.category === 'slots' && g.provider_code === 'PPLAY')
      expect(found.total).toBe(pplay.length)
      expect(found.items.every((g) => g.provider_name === 'Pragmatic Play')).toBe(true)
    })

    it('offers a site only the categories its menu shows', async () => {
      const carried = siteCategories(domain)
      const everything = await list({ page_size: 100 })
      expect(everything.total).toBe(catalogue.filter((g) => carried.includes(g.category)).length)
      expect(everything.items.every((g) => carried.includes(g.category))).toBe(true)
      expect(carried).not.toContain('sportsbook')
      expect(await list({ category: 'sportsbook' })).toMatchObject({
        items: [],
        providers: [],
        total: 0,
      })
    })

    it('points every game at artwork the server draws', async () => {
      const { items } = await list({ page_size: 100 })
      for (const game of items) {
        const res = await t.app.request(game.game_image)
        expect(res.status, game.game_image).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/svg+xml')
      }
    })

    it('fills every category of every demo site menu, from as many providers as it says', async () => {
      for (const site of demoSites(new Date())) {
        for (const { category, count } of site.provider_count) {
          const answer = await t.succeed('gameList', { domain_name: site.domain_name, category })
          expect(answer.total, `${site.domain_name} ${category}`).toBeGreaterThan(0)
          expect(answer.providers, `${site.domain_name} ${category}`).toHaveLength(count)
        }
      }
    })
  })

  describe('the default lists', () => {
    it('answers hot, featured, popular and new: full, different, and only tagged games', async () => {
      for (const site of [domain, 'template10.localhost', 'template6.localhost']) {
        const carried = siteCategories(site)
        const lists = new Map<string, string[]>()
        for (const gameType of hotGameTypes) {
          const { value } = await t.succeed('getHotGames', {
            domain_name: site,
            game_type: gameType,
          })
          expect(value, `${site} ${gameType}`).toHaveLength(defaultListSize)
          const tag = gameType === '' ? 'hot' : gameType
          for (const game of value) {
            const seeded = catalogue.find((g) => key(g) === key(game))
            expect(seeded?.tags).toContain(tag)
            expect(carried).toContain(seeded?.category)
          }
          lists.set(tag, value.map(key))
        }
        const distinct = new Set([...lists.values()].map((keys) => keys.join()))
        expect(distinct.size).toBe(hotGameTypes.length)
      }
    })

    it('takes an absent game_type as the hot list', async () => {
      const absent = await t.succeed('getHotGames', { domain_name: domain })
      const hot = await t.succeed('getHotGames', { domain_name: domain, game_type: '' })
      expect(absent.value).toEqual(hot.value)
    })
  })

  it.each([
    ['gameList', {}],
    ['getHotGames', { game_type: 'new' }],
  ] as const)('%s refuses an unknown domain', async (name, body) => {
    expect(await t.call(name, { domain_name: 'unknown.test', ...body })).toMatchObject({
      statusCode: -404,
      statusMessage: 'siteNotFound',
    })
  })

  describe('favourites', () => {
    const slots = catalogue.filter((g) => g.category === 'slots')
    const nth = (i: number): CatalogGame => {
      const game = slots[i]
      if (!game) throw new Error(`the catalogue has fewer than ${i + 1} slots`)
      return game
    }
    const [first, second, third] = [nth(0), nth(1), nth(2)]
    const pick = (g: CatalogGame) => ({ provider_code: g.provider_code, game_code: g.game_code })
    const tile = (g: CatalogGame): Game => ({
      provider_code: g.provider_code,
      game_code: g.game_code,
      game_name: g.game_name,
      game_type: g.game_type,
      game_image: g.game_image,
    })
    let tokenA = ''
    let tokenB = ''

    beforeAll(async () => {
      tokenA = await t.register('fan_alpha')
      tokenB = await t.register('fan_bravo')
    }, 60_000)

    const favList = (account_id: string, auth: string) => t.call('favList', { account_id, auth })
    const toggle = (account_id: string, auth: string, game: object) =>
      t.call('favToggle', { account_id, auth, ...game })

    it('toggles a game on and off, answering the whole list each time, newest first', async () => {
      expect(await favList('fan_alpha', tokenA)).toMatchObject({ statusCode: 1, value: [] })
      expect(await toggle('fan_alpha', tokenA, pick(first))).toMatchObject({
        statusCode: 1,
        favourite: true,
        value: [tile(first)],
      })
      expect(await toggle('fan_alpha', tokenA, pick(second))).toMatchObject({
        favourite: true,
        value: [tile(second), tile(first)],
      })
      expect(await toggle('fan_alpha', tokenA, pick(first))).toMatchObject({
        favourite: false,
        value: [tile(second)],
      })
      expect(await favList('fan_alpha', tokenA)).toMatchObject({ value: [tile(second)] })
    })

    it('keeps favourites across a new sign-in, on another device', async () => {
      const fresh = await t.signIn('fan_alpha', 'fan_alpha_phone')
      expect(fresh).not.toBe(tokenA)
      expect(
        await t.call('favList', { account_id: 'fan_alpha', auth: fresh }, {}, 'fan_alpha_phone'),
      ).toMatchObject({ value: [tile(second)] })
    })

    it('keeps each account its own favourites', async () => {
      expect(await favList('fan_bravo', tokenB)).toMatchObject({ value: [] })
      expect(await toggle('fan_bravo', tokenB, pick(third))).toMatchObject({ value: [tile(third)] })
      expect(await favList('fan_alpha', tokenA)).toMatchObject({ value: [tile(second)] })
    })

    it('refuses one account’s token for another account, and changes nothing', async () => {
      const refused = { statusCode: -401, statusMessage: 'sessionExpired' }
      expect(await toggle('fan_bravo', tokenA, pick(first))).toMatchObject(refused)
      expect(await favList('fan_bravo', tokenA)).toMatchObject(refused)
      expect(await favList('fan_bravo', tokenB)).toMatchObject({ value: [tile(third)] })
      expect(await favList('fan_alpha', tokenA)).toMatchObject({ value: [tile(second)] })
    })

    it('answers notFound, naming the game, for a game the site does not have', async () => {
      const unknown = await toggle('fan_alpha', tokenA, {
        provider_code: 'JILI',
        game_code: 'no-such-game',
      })
      expect(unknown).toMatchObject({ statusCode: -404, statusMessage: 'notFound' })
      expect(unknown.statusDetail).toContain('no-such-game')
      const sports = catalogue.find((g) => g.category === 'sportsbook')
      if (!sports) throw new Error('no sportsbook game')
      // template1's menu has no sportsbook: its players cannot favourite one.
      expect(await toggle('fan_alpha', tokenA, pick(sports))).toMatchObject({
        statusMessage: 'notFound',
      })
      expect(await favList('fan_alpha', tokenA)).toMatchObject({ value: [tile(second)] })
    })

    it('accepts a provider code in any case', async () => {
      const answer = await toggle('fan_bravo', tokenB, {
        provider_code: third.provider_code.toLowerCase(),
        game_code: third.game_code,
      })
      expect(answer).toMatchObject({ favourite: false, value: [] })
    })
  })

  describe('the catalogue in the database', () => {
    it('is seeded once: a second seeding writes nothing', async () => {
      expect(await seedGames(t.db)).toBe(0)
      const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from games')
      expect(row?.n).toBe(catalogue.length)
    })

    it('finds a game by its codes, for launching it and naming it', async () => {
      const game = catalogue.find((g) => g.provider_code === 'EVOPLAY')
      if (!game) throw new Error('no EVOPLAY game')
      expect(await findGame(t.db, 'evoplay', game.game_code)).toMatchObject({
        game_name: game.game_name,
        provider_name: 'Evoplay',
      })
      expect(await findGame(t.db, 'EVOPLAY', 'missing')).toBeUndefined()
    })
  })
})
