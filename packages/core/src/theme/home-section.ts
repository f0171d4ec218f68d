/**
 * The sections a home page can show, in the order a theme arranges them: the slot
 * family leads with the hero and the game grid, casinos with their live tables, sportsbooks with
 * the match list.
 */
export const homeSections = [
  'banners',
  'ticker',
  'categories',
  'rails',
  'live-tables',
  'matches',
  'statistics',
  'partners',
] as const

export type HomeSection = (typeof homeSections)[number]

/** The slot lobby's home, and every theme's that names no arrangement of its own. */
export const defaultHomeSections: readonly HomeSection[] = [
  'banners',
  'ticker',
  'categories',
  'rails',
  'statistics',
  'partners',
]
