import { statusCode, statusMessage } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import type { Database } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok, siteNotFound } from '../http/envelopes.ts'
import { favouriteGames, toggleFavourite } from './favourites.ts'
import { findGame, listGames, listProviders, taggedGames } from './game-queries.ts'
import { createSiteCategories } from './site-categories.ts'

/** How many games each default list holds: four rows of a six-wide grid. */
export const defaultListSize = 24

/**
 * The lobby, the default game lists and favourites. A site offers only the games of the
 * categories its menu shows, so a list never holds a game the player could not find in a menu.
 */
export function gameCalls(db: Database): CallHandlers {
  const siteCategories = createSiteCategories(db)

  return {
    async gameList({ domain_name, category, provider, search, page, page_size }) {
      const categories = await siteCategories(domain_name)
      if (!categories) return siteNotFound(domain_name)
      const [list, providers] = await Promise.all([
        listGames(db, { categories, category, provider, search }, page, page_size),
        listProviders(db, { categories, category }),
      ])
      return { ...ok, ...list, providers, page, page_size }
    },

    async getHotGames({ domain_name, game_type }) {
      const categories = await siteCategories(domain_name)
      if (!categories) return siteNotFound(domain_name)
      const tag = game_type === '' ? 'hot' : game_type
      return { ...ok, value: await taggedGames(db, categories, tag, defaultListSize) }
    },

    favList: accountCall(async (_input, account) => ({
      ...ok,
      value: await favouriteGames(db, account.id),
    })),

    favToggle: accountCall(async ({ provider_code, game_code }, account) => {
      const game = await findGame(db, provider_code, game_code)
      const categories = (await siteCategories(account.domain_name)) ?? []
      if (!game || !categories.includes(game.category)) {
        return failure(
          statusCode.notFound,
          statusMessage.notFound,
          `No game "${game_code}" of provider "${provider_code}" on this site`,
        )
      }
      const favourite = await toggleFavourite(db, account.id, game)
      return { ...ok, favourite, value: await favouriteGames(db, account.id) }
    }),
  }
}
