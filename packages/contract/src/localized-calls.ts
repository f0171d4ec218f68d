import type { CallName } from './calls.ts'

/**
 * The calls the contract marks `localized` (their answers are written in a language), by name,
 * for a client that must know them before their definitions download (a query cache keys their
 * answers by language). Apart from the call table, which importing would bring every call's
 * schema into a page that names one. Checked against the table by a test.
 */
export const localizedCallNames: readonly CallName[] = [
  'promotionList',
  'news',
  'vipLevels',
  'vip',
  'missionList',
  'getInbox',
  'announcements',
]
