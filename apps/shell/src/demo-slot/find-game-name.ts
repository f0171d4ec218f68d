import { isSuccess } from '@parlor/contract'
import type { GameAddress } from './game-address.ts'
import { api } from './game-api.ts'

/** The catalogue's largest page. */
const pageSize = 100
/** A provider's games fit in one page today; a few more pages guard against growth, not more. */
const maxPages = 3

/**
 * The game's catalogue name, looked up among its provider's games, or null when the catalogue
 * does not list it for this site (or did not answer): the page then names it by its codes.
 */
export async function findGameName(
  address: Pick<GameAddress, 'provider' | 'game'>,
  domain: string,
): Promise<string | null> {
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await api.gameList({
      domain_name: domain,
      provider: address.provider,
      search: '',
      page,
      page_size: pageSize,
    })
    if (!isSuccess(answer)) return null
    // Provider codes are upper case whatever the address says; game codes are exact (the server's
    // findGame compares them the same way).
    const game = answer.items.find(
      (item) =>
        item.provider_code.toUpperCase() === address.provider.toUpperCase() &&
        item.game_code === address.game,
    )
    if (game) return game.game_name
    if (page * pageSize >= answer.total) return null
  }
  return null
}
