import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { CatalogGame, GameProvider } from '../entities/game.ts'
import { LanguageCode } from '../entities/language.ts'
import { GameCategory } from '../entities/menu.ts'
import { response } from '../envelope.ts'
import {
  accountEntries,
  dateRangeEntries,
  GameCode,
  IsoDate,
  ListFilter,
  NonNegativeMoney,
  ProviderCode,
  pageRequestEntries,
  pagingEntries,
  SearchText,
  siteEntries,
} from '../fields.ts'

/** The lobby: games of a category, optionally of one provider or matching a search. */
export const gameList = defineCall({
  path: '/api/game/list',
  request: v.object({
    ...siteEntries,
    /** Empty: every category. */
    category: v.optional(v.union([v.literal(''), GameCategory]), ''),
    /** A provider_code; empty: every provider. */
    provider: ListFilter,
    search: SearchText,
    ...pageRequestEntries,
  }),
  response: response({
    items: v.array(CatalogGame),
    /** The providers of the category with how many games each has, for the filter. */
    providers: v.array(GameProvider),
    ...pagingEntries,
  }),
})

/**
 * How the client opens a game: follow the address, embed it, or open a new window (popup-type
 * providers such as EVOPLAY).
 */
export const launchTypes = ['redirect', 'iframe', 'popup'] as const
export const LaunchType = v.picklist(launchTypes)
export type LaunchType = v.InferOutput<typeof LaunchType>

export const gameDevices = ['desktop', 'mobile'] as const
export const GameDevice = v.picklist(gameDevices, 'deviceUnknown')
export type GameDevice = v.InferOutput<typeof GameDevice>

export const gameLaunch = defineCall({
  path: '/api/game/launch',
  request: v.object({
    ...accountEntries,
    game_code: GameCode,
    provider_code: ProviderCode,
    /** The game's language, when the provider has it. */
    language: v.optional(LanguageCode, 'EN'),
    device: v.optional(GameDevice, 'desktop'),
  }),
  response: response({ url: v.string(), launch_type: LaunchType }),
  account: true,
})

export const betStatuses = ['pending', 'settled', 'cancelled'] as const
export const BetStatus = v.picklist(betStatuses)
export type BetStatus = v.InferOutput<typeof BetStatus>

/** One round the player played. */
export const BetRecord = v.object({
  round_id: v.string(),
  provider_code: v.string(),
  game_code: v.string(),
  game_name: v.string(),
  /** Zero for a free round. */
  stake: NonNegativeMoney,
  win: NonNegativeMoney,
  status: BetStatus,
  placed_at: IsoDate,
  settled_at: v.nullable(IsoDate),
})
export type BetRecord = v.InferOutput<typeof BetRecord>

/** Rounds newest first; `provider_code` empty means every provider. */
export const betHistory = defineCall({
  path: '/api/game/bet_history',
  request: v.object({
    ...accountEntries,
    ...pageRequestEntries,
    ...dateRangeEntries,
    provider_code: ListFilter,
  }),
  response: response({ items: v.array(BetRecord), ...pagingEntries }),
  account: true,
})
