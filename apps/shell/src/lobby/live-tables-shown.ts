/**
 * The live tables a casino's home shows, as many as two rows of a desktop grid hold; its
 * placeholder holds as many.
 */
export const liveTablesShown = 8

/** What the casino's home asks for: the first live tables of the catalogue. */
export const liveTablesParams = {
  category: 'livecasino',
  provider: '',
  search: '',
  page: 1,
  page_size: liveTablesShown,
} as const
