import { GameCode, ProviderCode } from '@parlor/contract'
import * as v from 'valibot'

/**
 * What a page's address must hold beyond its path. Pages take no path parameters, so what names
 * a thing (an article, a game) travels in the query; an address whose names are malformed is no
 * page at all and shows the not-found page (the specification's route validation), where a
 * well-formed name of something that does not exist is the page's own "not found" to tell.
 * Filters (a tab, a page number of a list) are not names: a bad one falls back to the default.
 */
export type SearchRule = (search: Readonly<Record<string, unknown>>) => boolean

/** The router may hand a query value over parsed (`12`) or as text (`"12"`). */
function isPositiveWhole(value: unknown): boolean {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
}

const asText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value

/** /news: an article's `id`, when there is one, is a positive whole number. */
export const newsSearch: SearchRule = ({ id }) => id === undefined || isPositiveWhole(id)

/**
 * /playnow: a game is named by its provider and its code together, each a code the contract
 * takes. An address naming neither is the page's own "no game was chosen".
 */
export const playnowSearch: SearchRule = ({ provider, game }) =>
  (provider === undefined && game === undefined) ||
  (v.is(ProviderCode, asText(provider)) && v.is(GameCode, asText(game)))
