import * as v from 'valibot'
import { ImageAddress } from './image-address.ts'

export interface MenuItem {
  content_id: number
  /** A product category slug such as `slots`, `hot` in any case, or any other id. */
  id: string
  name: string
  /** Where the item leads: a route path or an external address. */
  path: string
  icon: string
  children: MenuItem[]
}

export const MenuItem: v.GenericSchema<MenuItem> = v.object({
  content_id: v.number(),
  id: v.string(),
  name: v.string(),
  path: v.string(),
  icon: ImageAddress,
  children: v.array(v.lazy(() => MenuItem)),
})

/** The product category slugs; `hot` is the empty slug. */
export const gameCategories = [
  'hot',
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
] as const
export const GameCategory = v.picklist(gameCategories, 'gameCategoryUnknown')
export type GameCategory = v.InferOutput<typeof GameCategory>

/** How many providers a site carries in one category; menus show only these categories. */
export const ProviderCount = v.object({
  category: v.string(),
  count: v.number(),
})
export type ProviderCount = v.InferOutput<typeof ProviderCount>
