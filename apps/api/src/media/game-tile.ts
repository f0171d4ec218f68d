import { hashString } from '../demo-data/seeded-random.ts'
import type { SeededGame } from '../games/game-catalogue.ts'
import { categoryMotif } from './category-motifs.ts'
import { paletteFor } from './palette.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'
import { textBlock, textLine, wrapText } from './svg-text.ts'
import { tilePattern } from './tile-patterns.ts'

/** Tiles are square: the lobby grids of every theme crop or scale a square cleanly. */
export const tileSize = 300

type TileGame = Pick<
  SeededGame,
  'provider_code' | 'game_code' | 'game_name' | 'provider_name' | 'category'
>

/**
 * A game's tile: a gradient coloured by its code under a pattern, one of its category's motifs in
 * the upper part, and its name and provider below. The motif stays clear of the text and the
 * pattern is black, so the text's contrast depends on the gradient alone.
 */
export function renderGameTile(game: TileGame): string {
  const code = `${game.provider_code}/${game.game_code}`
  const palette = paletteFor(hashString(code))
  // A hash of its own, so the motif and the pattern vary independently of the colours.
  const look = hashString(`look:${code}`)
  const centre = tileSize / 2
  const name = wrapText(game.game_name, 17, 2)
  const body =
    gradientBackground(tileSize, tileSize, palette.from, palette.to) +
    tilePattern(look >>> 8, tileSize) +
    // Soft halo behind the motif; black only darkens, so it can never cost the text contrast.
    `<circle cx="${centre}" cy="104" r="78" fill="#000000" fill-opacity="0.18"/>` +
    categoryMotif(game.category, palette.accent, centre, 104, 112, look) +
    textBlock(name, 222, 30, {
      x: centre,
      fontSize: 26,
      fill: palette.text,
      maxWidth: tileSize - 36,
    }) +
    textLine(game.provider_name.toUpperCase(), {
      x: centre,
      y: 280,
      fontSize: 14,
      fill: palette.muted,
      weight: 600,
      letterSpacing: 2,
      maxWidth: tileSize - 60,
    })
  return svgDocument(tileSize, tileSize, `${game.game_name}, ${game.provider_name}`, body)
}
