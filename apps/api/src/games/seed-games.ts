import type { Queryable } from '../db/database.ts'
import { catalogue } from './game-catalogue.ts'

/**
 * Writes the generated catalogue into `games`: new games are added and changed ones updated, so
 * the table follows the code; a second run with the same code changes nothing. Answers how many
 * rows it wrote. Games are never deleted: favourites and bet history point at them.
 */
export async function seedGames(db: Queryable): Promise<number> {
  const rows = catalogue.map((g) => ({
    provider_code: g.provider_code,
    game_code: g.game_code,
    game_name: g.game_name,
    category: g.category,
    game_type: g.game_type,
    provider_name: g.provider_name,
    tags: g.tags,
    sort_order: g.sort_order,
  }))
  // One statement for the whole catalogue: a row at a time would cost hundreds of round trips
  // on every start against a PostgreSQL server.
  const written = await db.query(
    `insert into games (provider_code, game_code, game_name, category, game_type, provider_name, tags, sort_order)
     select g.provider_code, g.game_code, g.game_name, g.category, g.game_type, g.provider_name,
            array(select t.tag from jsonb_array_elements_text(g.tags) with ordinality as t (tag, n) order by t.n),
            g.sort_order
       from jsonb_to_recordset($1::jsonb) as g (provider_code text, game_code text, game_name text,
            category text, game_type text, provider_name text, tags jsonb, sort_order int)
     on conflict (provider_code, game_code) do update set
       game_name = excluded.game_name,
       category = excluded.category,
       game_type = excluded.game_type,
       provider_name = excluded.provider_name,
       tags = excluded.tags,
       sort_order = excluded.sort_order
     where (games.game_name, games.category, games.game_type, games.provider_name, games.tags, games.sort_order)
           is distinct from
           (excluded.game_name, excluded.category, excluded.game_type, excluded.provider_name, excluded.tags, excluded.sort_order)
     returning provider_code`,
    [JSON.stringify(rows)],
  )
  return written.length
}
