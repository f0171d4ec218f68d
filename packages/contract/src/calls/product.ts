import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { Game } from '../entities/game.ts'
import { response } from '../envelope.ts'
import { siteEntries } from '../fields.ts'

/** The default game lists: empty is the hot list, the others name themselves. */
export const hotGameTypes = ['', 'featured', 'popular', 'new'] as const
export const HotGameType = v.picklist(hotGameTypes, 'gameTypeUnknown')
export type HotGameType = v.InferOutput<typeof HotGameType>

export const getHotGames = defineCall({
  path: '/api/product/get_hot_games',
  request: v.object({ ...siteEntries, game_type: v.optional(HotGameType, '') }),
  response: response({ value: v.array(Game) }),
})
