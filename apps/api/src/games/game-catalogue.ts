import { type CatalogGame, type GameTag, gameCategories } from '@parlor/contract'
import { hashString, seededRandom } from '../demo-data/seeded-random.ts'
import { inventGameName } from './game-names.ts'
import { type CatalogCategory, type GameCodeStyle, providers } from './game-providers.ts'

/** A game as seeded: the catalogue fields plus its place in every list. */
export interface SeededGame extends CatalogGame {
  readonly category: CatalogCategory
  readonly sort_order: number
}

export const catalogCategories: readonly CatalogCategory[] = gameCategories.filter(
  (category): category is CatalogCategory => category !== 'hot',
)

/** Where a game's artwork lives; media-routes draws it from the catalogue on request. */
export function gameImagePath(providerCode: string, gameCode: string): string {
  return `/media/games/${providerCode}/${gameCode}.svg`
}

/**
 * Each tag's share of the catalogue, in percent. Large enough that every demo site, whatever its
 * categories, fills each default list from slots alone.
 */
const tagShares: Readonly<Record<GameTag, number>> = { hot: 15, featured: 12, popular: 18, new: 14 }

function gameCode(style: GameCodeStyle, serial: number, name: string): string {
  switch (style.kind) {
    case 'number':
      return String(style.start + serial)
    case 'serial':
      return `${style.prefix}${String(serial + 1).padStart(style.width, '0')}`
    case 'slug':
      return `${style.prefix}${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`
  }
}

function tagsOf(providerCode: string, gameCode: string): GameTag[] {
  return (Object.keys(tagShares) as GameTag[]).filter(
    (tag) => hashString(`${tag}:${providerCode}/${gameCode}`) % 100 < tagShares[tag],
  )
}

/** Locale-free comparison: the order must not depend on the machine's ICU data. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The whole catalogue. Each provider draws from a generator seeded by its own code, so adding a
 * provider at the end of the list renames nothing that players may already have as favourites.
 */
function generateCatalogue(): SeededGame[] {
  const taken = new Set<string>()
  const games: Omit<SeededGame, 'sort_order'>[] = []
  for (const provider of providers) {
    const random = seededRandom(provider.code)
    let serial = 0
    for (const category of catalogCategories) {
      for (let i = 0; i < (provider.games[category] ?? 0); i++) {
        const { name, type } = inventGameName(random, category, taken)
        const code = gameCode(provider.codeStyle, serial++, name)
        games.push({
          provider_code: provider.code,
          game_code: code,
          game_name: name,
          category,
          game_type: type,
          provider_name: provider.name,
          tags: tagsOf(provider.code, code),
          game_image: gameImagePath(provider.code, code),
        })
      }
    }
  }
  // A hashed order mixes providers and categories, so the first page of any list is varied.
  const key = (g: { provider_code: string; game_code: string }) =>
    hashString(`order:${g.provider_code}/${g.game_code}`)
  return games
    .map((game) => ({ game, rank: key(game) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        byCodePoint(a.game.provider_code, b.game.provider_code) ||
        byCodePoint(a.game.game_code, b.game.game_code),
    )
    .map(({ game }, index) => ({ ...game, sort_order: index + 1 }))
}

export const catalogue: readonly SeededGame[] = generateCatalogue()

const byKey = new Map(catalogue.map((game) => [`${game.provider_code}/${game.game_code}`, game]))

/** A game of the generated catalogue, without the database (artwork is drawn from this). */
export function catalogueGame(providerCode: string, gameCode: string): SeededGame | undefined {
  return byKey.get(`${providerCode.toUpperCase()}/${gameCode}`)
}

/** How many providers carry games of `category`: what a site's `provider_count` should say. */
export function providerCountOf(category: string): number {
  return new Set(catalogue.filter((g) => g.category === category).map((g) => g.provider_code)).size
}
