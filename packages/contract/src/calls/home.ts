import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { FavouriteGame } from '../entities/game.ts'
import { response } from '../envelope.ts'
import { accountEntries, GameCode, ProviderCode } from '../fields.ts'

export const favList = defineCall({
  path: '/api/home/fav_list',
  request: v.object(accountEntries),
  response: response({ value: v.array(FavouriteGame) }),
  account: true,
})

/** Adds the game to the player's favourites, or removes it if it was one. */
export const favToggle = defineCall({
  path: '/api/home/fav_toggle',
  request: v.object({ ...accountEntries, game_code: GameCode, provider_code: ProviderCode }),
  response: response({
    /** Whether the game is a favourite now. */
    favourite: v.boolean(),
    /** The whole list after the change, so the client replaces its copy. */
    value: v.array(FavouriteGame),
  }),
  account: true,
})
