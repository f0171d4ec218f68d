/** A game is identified by its provider and its code: two providers may use the same code. */
export interface GameKey {
  readonly provider_code: string
  readonly game_code: string
}

/** Whether the game is in the player's favourites, for the heart on its tile. */
export function isFavourite(list: readonly GameKey[], game: GameKey): boolean {
  return list.some(
    (entry) => entry.provider_code === game.provider_code && entry.game_code === game.game_code,
  )
}
