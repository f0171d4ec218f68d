import type { CatalogGame, Game, GameCategory, GameProvider, GameTag } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { gameImagePath } from './game-catalogue.ts'

export interface GameRow {
  provider_code: string
  game_code: string
  game_name: string
  category: string
  game_type: string
  provider_name: string
  tags: string[]
}

/** The columns a GameRow reads, from a table aliased `g`. */
export const gameColumns =
  'g.provider_code, g.game_code, g.game_name, g.category, g.game_type, g.provider_name, g.tags'

export function toCatalogGame(row: GameRow): CatalogGame {
  return {
    provider_code: row.provider_code,
    game_code: row.game_code,
    game_name: row.game_name,
    game_type: row.game_type,
    game_image: gameImagePath(row.provider_code, row.game_code),
    // The table is filled only from the typed catalogue, so these hold the contract's values.
    category: row.category as GameCategory,
    provider_name: row.provider_name,
    tags: row.tags as GameTag[],
  }
}

/** The fields of the game lists and favourites: a tile and what launching it needs. */
export function toGame(row: GameRow): Game {
  const { provider_code, game_code, game_name, game_type, game_image } = toCatalogGame(row)
  return { provider_code, game_code, game_name, game_type, game_image }
}

/**
 * A game by its provider's code (any case: codes are upper case) and its own code (exact: some
 * providers' codes differ only in case).
 */
export async function findGame(
  db: Queryable,
  providerCode: string,
  gameCode: string,
): Promise<CatalogGame | undefined> {
  const [row] = await db.query<GameRow>(
    `select ${gameColumns} from games g where g.provider_code = upper($1::text) and g.game_code = $2::text`,
    [providerCode.trim(), gameCode.trim()],
  )
  return row && toCatalogGame(row)
}

export interface GameFilter {
  /** The categories the site carries (its provider_count); other games do not exist for it. */
  readonly categories: readonly string[]
  /** Empty: every category the site carries. */
  readonly category: string
  /** Empty: every provider. */
  readonly provider: string
  /** Part of a game's or provider's name, any case; empty: no search. */
  readonly search: string
}

/** LIKE treats % and _ as wildcards; a player searching "100%" means the character. */
function containsPattern(search: string): string {
  return search === '' ? '' : `%${search.replace(/[\\%_]/g, '\\$&')}%`
}

const filterSql = `
  g.category in (select jsonb_array_elements_text($1::jsonb))
  and ($2::text = '' or g.category = $2::text)
  and ($3::text = '' or g.provider_code = upper($3::text))
  and ($4::text = '' or g.game_name ilike $4::text or g.provider_name ilike $4::text
       or g.provider_code ilike $4::text)`

function filterParams(filter: GameFilter): unknown[] {
  return [
    JSON.stringify(filter.categories),
    filter.category,
    filter.provider,
    containsPattern(filter.search),
  ]
}

/** One page of games in the lobby's stable order, and how many match in all. */
export async function listGames(
  db: Queryable,
  filter: GameFilter,
  page: number,
  pageSize: number,
): Promise<{ items: CatalogGame[]; total: number }> {
  const params = filterParams(filter)
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from games g where ${filterSql}`,
    params,
  )
  const rows = await db.query<GameRow>(
    `select ${gameColumns} from games g where ${filterSql}
      order by g.sort_order, g.provider_code, g.game_code
      limit $5::int offset $6::int`,
    [...params, pageSize, (page - 1) * pageSize],
  )
  return { items: rows.map(toCatalogGame), total: count?.total ?? 0 }
}

/**
 * The providers of a category with their game counts: the filter's options. They ignore the
 * provider filter and the search, so choosing one provider still shows the others.
 */
export async function listProviders(
  db: Queryable,
  filter: Pick<GameFilter, 'categories' | 'category'>,
): Promise<GameProvider[]> {
  return db.query<GameProvider>(
    `select g.provider_code, g.provider_name, count(*)::int as game_count
       from games g where ${filterSql}
      group by g.provider_code, g.provider_name
      order by g.provider_name, g.provider_code`,
    filterParams({ ...filter, provider: '', search: '' }),
  )
}

/** The first `size` games with a tag (the default lists) among the site's categories. */
export async function taggedGames(
  db: Queryable,
  categories: readonly string[],
  tag: GameTag,
  size: number,
): Promise<Game[]> {
  const rows = await db.query<GameRow>(
    `select ${gameColumns} from games g
      where g.category in (select jsonb_array_elements_text($1::jsonb)) and $2::text = any (g.tags)
      order by g.sort_order, g.provider_code, g.game_code
      limit $3::int`,
    [JSON.stringify(categories), tag, size],
  )
  return rows.map(toGame)
}
