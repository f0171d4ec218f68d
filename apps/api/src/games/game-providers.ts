import type { GameCategory, LaunchType } from '@parlor/contract'

/** Categories a game can belong to: `hot` is a list of games, not a kind of game. */
export type CatalogCategory = Exclude<GameCategory, 'hot'>

/**
 * How a provider spells its game codes. Real providers differ (numbers, prefixed serials, slugs),
 * and clients must not assume one shape, so the demo catalogue mixes them.
 */
export type GameCodeStyle =
  | { readonly kind: 'number'; readonly start: number }
  | { readonly kind: 'serial'; readonly prefix: string; readonly width: number }
  | { readonly kind: 'slug'; readonly prefix: string }

export interface ProviderRecord {
  /** Upper case: lookups normalise the code a client sends to it. */
  readonly code: string
  readonly name: string
  readonly launch: LaunchType
  readonly codeStyle: GameCodeStyle
  /** How many games the provider has in each category it serves. */
  readonly games: Readonly<Partial<Record<CatalogCategory, number>>>
}

/**
 * The demo catalogue's providers. The first eight are the platform's named ones; the rest cover the
 * categories slot studios do not (live tables, sports, cockfighting, lottery, racing, crash, hash).
 */
export const providers: readonly ProviderRecord[] = [
  {
    code: 'JILI',
    name: 'JILI',
    launch: 'iframe',
    codeStyle: { kind: 'number', start: 2 },
    games: { slots: 40, fish: 8, table: 8, arcade: 6, crash: 3, bingo: 5 },
  },
  {
    code: 'PPLAY',
    name: 'Pragmatic Play',
    launch: 'iframe',
    codeStyle: { kind: 'slug', prefix: 'vs20' },
    games: { slots: 40, livecasino: 10, bingo: 4 },
  },
  {
    code: 'FACHAI',
    name: 'FA CHAI',
    launch: 'iframe',
    codeStyle: { kind: 'serial', prefix: 'FC', width: 4 },
    games: { slots: 20, fish: 6, arcade: 4 },
  },
  {
    code: 'PGSOFT',
    name: 'PG Soft',
    launch: 'iframe',
    codeStyle: { kind: 'number', start: 1501 },
    games: { slots: 36 },
  },
  {
    code: 'JDB',
    name: 'JDB Gaming',
    launch: 'iframe',
    codeStyle: { kind: 'number', start: 14001 },
    games: { slots: 24, fish: 6, arcade: 5 },
  },
  {
    code: 'YBAT',
    name: 'YB Gaming',
    launch: 'iframe',
    codeStyle: { kind: 'serial', prefix: 'YB_', width: 3 },
    games: { hashgame: 10, table: 6, crash: 3 },
  },
  {
    code: 'EPW',
    name: 'EPICWIN',
    launch: 'iframe',
    codeStyle: { kind: 'serial', prefix: 'EPW-', width: 3 },
    games: { slots: 18, fish: 4 },
  },
  {
    code: 'EVOPLAY',
    name: 'Evoplay',
    // EVOPLAY games open in a window of their own.
    launch: 'popup',
    codeStyle: { kind: 'slug', prefix: '' },
    games: { slots: 20, table: 4, crash: 2 },
  },
  {
    code: 'EVO',
    name: 'Evolution',
    launch: 'redirect',
    codeStyle: { kind: 'slug', prefix: 'evo_' },
    games: { livecasino: 14 },
  },
  {
    code: 'SEXY',
    name: 'AE Sexy',
    launch: 'redirect',
    codeStyle: { kind: 'serial', prefix: 'MX-LIVE-', width: 3 },
    games: { livecasino: 8 },
  },
  {
    code: 'DG',
    name: 'Dream Gaming',
    launch: 'redirect',
    codeStyle: { kind: 'serial', prefix: 'DG', width: 3 },
    games: { livecasino: 6 },
  },
  {
    code: 'SABA',
    name: 'SABA Sports',
    launch: 'redirect',
    codeStyle: { kind: 'slug', prefix: 'saba-' },
    games: { sportsbook: 4, horseracing: 2 },
  },
  {
    code: 'SBO',
    name: 'SBOBET',
    launch: 'redirect',
    codeStyle: { kind: 'slug', prefix: 'sbo-' },
    games: { sportsbook: 3 },
  },
  {
    code: 'SV388',
    name: 'SV388',
    launch: 'redirect',
    codeStyle: { kind: 'serial', prefix: 'SV', width: 2 },
    games: { sabong: 4 },
  },
  {
    code: 'S128',
    name: 'S128 Cockfight',
    launch: 'redirect',
    codeStyle: { kind: 'serial', prefix: 'S128-', width: 2 },
    games: { sabong: 3 },
  },
  {
    code: 'TCG',
    name: 'TCG Lottery',
    launch: 'iframe',
    codeStyle: { kind: 'serial', prefix: 'TCG', width: 3 },
    games: { lottery: 10 },
  },
  {
    code: 'VR',
    name: 'VR Lottery',
    launch: 'iframe',
    codeStyle: { kind: 'number', start: 301 },
    games: { lottery: 6 },
  },
  {
    code: 'HORSEBOOK',
    name: 'Horsebook',
    launch: 'redirect',
    codeStyle: { kind: 'slug', prefix: 'hb_' },
    games: { horseracing: 6 },
  },
  {
    code: 'KINGMAKER',
    name: 'KingMaker',
    launch: 'iframe',
    codeStyle: { kind: 'serial', prefix: 'KM-TABLE-', width: 3 },
    games: { table: 10, arcade: 4 },
  },
  {
    code: 'SPRIBE',
    name: 'Spribe',
    launch: 'iframe',
    codeStyle: { kind: 'slug', prefix: '' },
    games: { crash: 3, arcade: 5 },
  },
  {
    code: 'SMARTSOFT',
    name: 'SmartSoft',
    launch: 'iframe',
    codeStyle: { kind: 'slug', prefix: 'ss_' },
    games: { crash: 3 },
  },
  {
    code: 'BLOCKX',
    name: 'BlockX Hash',
    launch: 'iframe',
    codeStyle: { kind: 'serial', prefix: 'BX', width: 3 },
    games: { hashgame: 6 },
  },
]

const byCode = new Map(providers.map((p) => [p.code, p]))

export function findProvider(code: string): ProviderRecord | undefined {
  return byCode.get(code.trim().toUpperCase())
}
