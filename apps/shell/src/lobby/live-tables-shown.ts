/**
 * The live tables a casino's home shows, as many as two rows of a desktop grid hold; its
 * placeholder holds as many.
 */
export const liveTablesShown = 8
