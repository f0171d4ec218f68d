import { CatalogGame, gameCategories, gameTags } from '@parlor/contract'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { catalogCategories, catalogue, catalogueGame, providerCountOf } from './game-catalogue.ts'
import { findProvider, providers } from './game-providers.ts'

describe('the game catalogue', () => {
  it('holds a few hundred games that each fit the contract', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300)
    expect(catalogue.length).toBeLessThanOrEqual(600)
    for (const game of catalogue) expect(() => v.parse(CatalogGame, game)).not.toThrow()
  })

  it('has games in every category but hot, which is a list rather than a kind of game', () => {
    expect(catalogCategories).toEqual(gameCategories.filter((c) => c !== 'hot'))
    for (const category of catalogCategories) {
      expect(providerCountOf(category), category).toBeGreaterThanOrEqual(2)
    }
    expect(catalogue.some((g) => (g.category as string) === 'hot')).toBe(false)
  })

  it('carries the named providers, and EVOPLAY opens in a popup', () => {
    for (const code of ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT', 'EPW', 'EVOPLAY']) {
      expect(
        catalogue.some((g) => g.provider_code === code),
        code,
      ).toBe(true)
    }
    expect(findProvider('pplay')?.name).toBe('Pragmatic Play')
    expect(findProvider('evoplay')?.launch).toBe('popup')
    expect(findProvider('JILI')?.launch).toBe('iframe')
  })

  it('gives every game a unique code, a unique name and its artwork path', () => {
    const keys = catalogue.map((g) => `${g.provider_code}/${g.game_code}`)
    expect(new Set(keys).size).toBe(keys.length)
    const names = catalogue.map((g) => g.game_name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    for (const game of catalogue) {
      // Codes are safe as URL path segments, so the artwork path needs no escaping.
      expect(game.game_code).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)
      expect(game.game_image).toBe(`/media/games/${game.provider_code}/${game.game_code}.svg`)
      expect(catalogueGame(game.provider_code.toLowerCase(), game.game_code)).toBe(game)
    }
  })

  it('tags some games with each tag, and orders the catalogue in one unbroken sequence', () => {
    for (const tag of gameTags) {
      const share = catalogue.filter((g) => g.tags.includes(tag)).length / catalogue.length
      expect(share, tag).toBeGreaterThan(0.08)
      expect(share, tag).toBeLessThan(0.25)
    }
    expect(catalogue.map((g) => g.sort_order)).toEqual(catalogue.map((_, i) => i + 1))
  })

  it('counts providers per category as the provider table says', () => {
    for (const category of catalogCategories) {
      const expected = providers.filter((p) => (p.games[category] ?? 0) > 0).length
      expect(providerCountOf(category), category).toBe(expected)
    }
    expect(providerCountOf('hot')).toBe(0)
  })
})
