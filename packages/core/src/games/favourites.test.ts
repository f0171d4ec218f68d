import { describe, expect, it } from 'vitest'
import { isFavourite } from './favourites.ts'

const favourites = [
  { provider_code: 'JILI', game_code: 'fortune-gems', game_name: 'Fortune Gems' },
  { provider_code: 'PGSOFT', game_code: 'mahjong-ways' },
]

describe('isFavourite', () => {
  it('finds a game by its provider and code', () => {
    expect(isFavourite(favourites, { provider_code: 'PGSOFT', game_code: 'mahjong-ways' })).toBe(
      true,
    )
  })

  it('does not count the same code from another provider', () => {
    expect(isFavourite(favourites, { provider_code: 'JDB', game_code: 'fortune-gems' })).toBe(false)
  })

  it('finds nothing in an empty list', () => {
    expect(isFavourite([], { provider_code: 'JILI', game_code: 'fortune-gems' })).toBe(false)
  })
})
