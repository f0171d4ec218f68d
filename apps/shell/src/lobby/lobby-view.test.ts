import type { Game } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { noLobbyFilters } from './lobby-filters.ts'
import { clientView, providersOf } from './lobby-view.ts'

function game(provider_code: string, game_code: string, game_name: string, provider_name?: string) {
  return {
    provider_code,
    game_code,
    game_name,
    game_type: 'slot',
    game_image: `/media/games/${provider_code}/${game_code}.svg`,
    ...(provider_name ? { provider_name } : {}),
  } satisfies Game & { provider_name?: string }
}

const list = [
  game('PGSOFT', '1501', 'Jade Koi', 'PG Soft'),
  game('JILI', '2', 'Lucky Dragon', 'JILI'),
  game('JILI', '3', 'Dragon Gems', 'JILI'),
  game('PPLAY', 'vs20a', 'Royal Phoenix', 'Pragmatic Play'),
]

describe('providersOf', () => {
  it('counts each provider’s games, ordered by name', () => {
    expect(providersOf(list)).toEqual([
      { provider_code: 'JILI', provider_name: 'JILI', game_count: 2 },
      { provider_code: 'PGSOFT', provider_name: 'PG Soft', game_count: 1 },
      { provider_code: 'PPLAY', provider_name: 'Pragmatic Play', game_count: 1 },
    ])
  })

  it('names a provider by its code when the list carries no name (the hot list)', () => {
    expect(providersOf([game('JDB', '7', 'Ocean Catch')])).toEqual([
      { provider_code: 'JDB', provider_name: 'JDB', game_count: 1 },
    ])
  })
})

describe('clientView', () => {
  it('filters by provider and searches names like the server, any case', () => {
    const byProvider = clientView(list, { ...noLobbyFilters, provider: 'jili' }, null)
    expect(byProvider.games?.map((g) => g.game_code)).toEqual(['2', '3'])
    expect(byProvider.total).toBe(2)
    // The filter's own counts ignore the filter, so the other providers stay on offer.
    expect(byProvider.providers).toHaveLength(3)

    const searched = clientView(list, { ...noLobbyFilters, search: 'DRAGON' }, null)
    expect(searched.games?.map((g) => g.game_name)).toEqual(['Lucky Dragon', 'Dragon Gems'])
    expect(clientView(list, { ...noLobbyFilters, search: 'pragmatic' }, null).total).toBe(1)
  })

  it('keeps only favourites when given them, counting providers among them', () => {
    const view = clientView(list, noLobbyFilters, [
      { provider_code: 'JILI', game_code: '3' },
      { provider_code: 'PGSOFT', game_code: '1501' },
      { provider_code: 'EVOPLAY', game_code: 'x' },
    ])
    expect(view.games?.map((g) => g.game_name)).toEqual(['Jade Koi', 'Dragon Gems'])
    expect(view.providers?.map((p) => [p.provider_code, p.game_count])).toEqual([
      ['JILI', 1],
      ['PGSOFT', 1],
    ])
  })

  it('pages 24 at a time', () => {
    const many = Array.from({ length: 30 }, (_, i) => game('JILI', String(i), `Game ${i}`))
    expect(clientView(many, noLobbyFilters, null).games).toHaveLength(24)
    const second = clientView(many, { ...noLobbyFilters, page: 2 }, null)
    expect(second.games?.map((g) => g.game_code)).toEqual(['24', '25', '26', '27', '28', '29'])
    expect(second.total).toBe(30)
  })
})
