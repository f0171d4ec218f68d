import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * Names of the menu items the platform knows, by item id: the game categories and the
 * site menu's own entries. The startup answer's `name` is the operator's word in one language;
 * these follow the player's.
 */
export const menuLabels: Readonly<Record<string, MessageDescriptor>> = {
  hot: /*i18n*/ { id: 'menu.hot', message: 'Hot games' },
  slots: /*i18n*/ { id: 'menu.slots', message: 'Slots' },
  livecasino: /*i18n*/ { id: 'menu.livecasino', message: 'Live casino' },
  sportsbook: /*i18n*/ { id: 'menu.sportsbook', message: 'Sports' },
  fish: /*i18n*/ { id: 'menu.fish', message: 'Fishing' },
  table: /*i18n*/ { id: 'menu.table', message: 'Poker & tables' },
  lottery: /*i18n*/ { id: 'menu.lottery', message: 'Lottery' },
  bingo: /*i18n*/ { id: 'menu.bingo', message: 'Bingo' },
  crash: /*i18n*/ { id: 'menu.crash', message: 'Crash' },
  sabong: /*i18n*/ { id: 'menu.sabong', message: 'Sabong' },
  horseracing: /*i18n*/ { id: 'menu.horseracing', message: 'Horse racing' },
  arcade: /*i18n*/ { id: 'menu.arcade', message: 'Arcade' },
  hashgame: /*i18n*/ { id: 'menu.hashgame', message: 'Hash games' },
  promotions: /*i18n*/ { id: 'menu.promotions', message: 'Promotions' },
  vip: /*i18n*/ { id: 'menu.vip', message: 'VIP' },
  more: /*i18n*/ { id: 'menu.more', message: 'More' },
  news: /*i18n*/ { id: 'menu.news', message: 'News' },
  leaderboard: /*i18n*/ { id: 'menu.leaderboard', message: 'Leaderboard' },
  download: /*i18n*/ { id: 'menu.download', message: 'App' },
}

/**
 * A menu item's name in the player's language. Ids match in any case (the hot item is
 * `hot` in either case); an id the platform does not know is the operator's own item, shown by
 * the name it came with.
 */
export function menuLabel(
  i18n: I18n,
  item: { readonly id: string; readonly name: string },
): string {
  const id = item.id.trim().toLowerCase()
  return Object.hasOwn(menuLabels, id) ? i18n._(menuLabels[id] as MessageDescriptor) : item.name
}
