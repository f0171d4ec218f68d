import { describe, expect, it } from 'vitest'
import { catalogue } from '../games/game-catalogue.ts'
import { providers } from '../games/game-providers.ts'
import { categoryMotif, motifCount } from './category-motifs.ts'
import { renderGameTile } from './game-tile.ts'
import { renderPartnerLogo } from './partner-logo.ts'

const categories = [...new Set(catalogue.map((game) => game.category))]

describe('game tiles', () => {
  it('have several motifs per category, each of a kind', () => {
    for (const category of categories) {
      const count = motifCount(category)
      expect(count, category).toBeGreaterThanOrEqual(3)
      const drawn = Array.from({ length: count }, (_, i) =>
        categoryMotif(category, '#123456', 50, 50, 100, i),
      )
      expect(new Set(drawn).size, category).toBe(count)
    }
  })

  it('show a category’s games in more than one motif and pattern', () => {
    for (const category of categories) {
      const games = catalogue.filter((game) => game.category === category)
      if (games.length < 8) continue
      // Colours and words taken out, what is left is the motif and the pattern.
      const shapes = new Set(
        games.map((game) =>
          renderGameTile(game)
            .replace(/#[0-9a-f]{6}/g, '#')
            .replace(
              /<text[^>]*>[^<]*<\/text>|<title>[^<]*<\/title>|aria-label="[^"]*"|id="[^"]*"|url\(#[^)]*\)/g,
              '',
            ),
        ),
      )
      expect(shapes.size, category).toBeGreaterThanOrEqual(4)
    }
  })
})

describe('partner logos', () => {
  it('differ in emblem or frame, not only in colour and name', () => {
    const shapes = new Set(
      providers.map((provider) =>
        renderPartnerLogo(provider.code, provider.name)
          .replace(/#[0-9a-f]{6}/g, '#')
          .replace(
            /<text[^>]*>[^<]*<\/text>|<title>[^<]*<\/title>|aria-label="[^"]*"|id="[^"]*"|url\(#[^)]*\)/g,
            '',
          ),
      ),
    )
    expect(shapes.size).toBeGreaterThanOrEqual(Math.min(providers.length, 8))
  })
})
