import type { FavouriteGame } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { type GameRow, gameColumns, toGame } from './game-queries.ts'

/** An account's favourite games, the most recently added first. */
export async function favouriteGames(db: Queryable, account: number): Promise<FavouriteGame[]> {
  const rows = await db.query<GameRow>(
    `select ${gameColumns}
       from favourites f
       join games g on g.provider_code = f.provider_code and g.game_code = f.game_code
      where f.account = $1
      order by f.created_at desc, g.sort_order`,
    [account],
  )
  return rows.map(toGame)
}

/**
 * Removes the game from the account's favourites if it is one, else adds it; answers whether it
 * is a favourite now. Two toggles racing each other both add: the player sees it on, not flicker.
 */
export async function toggleFavourite(
  db: Queryable,
  account: number,
  game: { readonly provider_code: string; readonly game_code: string },
): Promise<boolean> {
  const key = [account, game.provider_code, game.game_code]
  const removed = await db.query(
    `delete from favourites where account = $1 and provider_code = $2 and game_code = $3
     returning account`,
    key,
  )
  if (removed.length > 0) return false
  await db.query(
    `insert into favourites (account, provider_code, game_code) values ($1, $2, $3)
     on conflict do nothing`,
    key,
  )
  return true
}
