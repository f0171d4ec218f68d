import * as v from 'valibot'
import { Count } from '../fields.ts'
import { ImageAddress } from './image-address.ts'
import { GameCategory } from './menu.ts'

/** A game as lists show it (the default game lists): enough to draw a tile and launch it. */
export const Game = v.object({
  provider_code: v.string(),
  game_code: v.string(),
  game_name: v.string(),
  /** The provider's own kind of game (slot, live, fishing…), shown as a label. */
  game_type: v.string(),
  game_image: ImageAddress,
})
export type Game = v.InferOutput<typeof Game>

/** Favourite games have exactly a game's fields. */
export const FavouriteGame = Game
export type FavouriteGame = Game

/** Badges the lobby puts on a tile; also the names of the default game lists. */
export const gameTags = ['hot', 'featured', 'popular', 'new'] as const
export const GameTag = v.picklist(gameTags)
export type GameTag = v.InferOutput<typeof GameTag>

/** A game of the full catalogue (`/api/game/list`). */
export const CatalogGame = v.object({
  ...Game.entries,
  category: GameCategory,
  provider_name: v.string(),
  tags: v.array(GameTag),
})
export type CatalogGame = v.InferOutput<typeof CatalogGame>

/** A provider of a catalogue list, for its filter. */
export const GameProvider = v.object({
  provider_code: v.string(),
  provider_name: v.string(),
  game_count: Count,
})
export type GameProvider = v.InferOutput<typeof GameProvider>
