import { describe, expect, it } from 'vitest'
import { changeFilters, lobbyQuery, noLobbyFilters, parseLobbyFilters } from './lobby-filters.ts'

describe('parseLobbyFilters', () => {
  it('reads the filters the address carries', () => {
    expect(
      parseLobbyFilters({ provider: 'JILI', search: 'dragon', page: 2, favourites: 1 }),
    ).toEqual({
      provider: 'JILI',
      search: 'dragon',
      page: 2,
      favourites: true,
    })
  })

  it('takes values the router parsed as numbers or strings alike', () => {
    expect(parseLobbyFilters({ search: 777, page: '3', favourites: 'true' })).toEqual({
      provider: '',
      search: '777',
      page: 3,
      favourites: true,
    })
  })

  it('reads a provider code in any case as the upper-case code', () => {
    expect(parseLobbyFilters({ provider: 'pgsoft' }).provider).toBe('PGSOFT')
  })

  it('falls back to the defaults for nonsense', () => {
    expect(parseLobbyFilters({})).toEqual(noLobbyFilters)
    expect(
      parseLobbyFilters({ provider: 'JI LI;', search: { a: 1 }, page: -3, favourites: 'yes' }),
    ).toEqual(noLobbyFilters)
    expect(parseLobbyFilters({ page: 1.5 }).page).toBe(1)
    expect(parseLobbyFilters({ page: 'two' }).page).toBe(1)
  })

  it('trims a search and cuts it to the contract’s 50 characters', () => {
    expect(parseLobbyFilters({ search: `  ${'x'.repeat(60)} ` }).search).toHaveLength(50)
    expect(parseLobbyFilters({ search: '  koi ' }).search).toBe('koi')
  })
})

describe('lobbyQuery', () => {
  it('leaves defaults out of the address', () => {
    expect(lobbyQuery(noLobbyFilters)).toEqual({})
    expect(lobbyQuery({ provider: 'PGSOFT', search: 'tiger', page: 4, favourites: true })).toEqual({
      provider: 'PGSOFT',
      search: 'tiger',
      page: 4,
      favourites: 1,
    })
  })

  it('round-trips through the parser', () => {
    const filters = { provider: 'JDB', search: 'fish', page: 2, favourites: false }
    expect(parseLobbyFilters(lobbyQuery(filters))).toEqual(filters)
  })
})

describe('changeFilters', () => {
  const onPage3 = { ...noLobbyFilters, provider: 'JILI', page: 3 }

  it('starts a changed list at its first page', () => {
    expect(changeFilters(onPage3, { provider: 'PGSOFT' }).page).toBe(1)
    expect(changeFilters(onPage3, { search: 'koi' }).page).toBe(1)
    expect(changeFilters(onPage3, { favourites: true }).page).toBe(1)
  })

  it('keeps the page when only the page or nothing changes', () => {
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4)
    expect(changeFilters(onPage3, { provider: 'JILI' }).page).toBe(3)
  })
})
