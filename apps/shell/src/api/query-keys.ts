import { type CallName, type LanguageCode, localizedCallNames } from '@parlor/contract'
import { accountKey, siteKey } from './query-client.ts'

/**
 * The language a call's answer is keyed by: the one on screen for a localized call (its
 * promotions, news or messages are written in it), none for the others. A switch of language
 * then asks the localized calls again, and a switch back finds their earlier answers kept.
 */
function languageKey(name: CallName, language: LanguageCode): LanguageCode[] {
  return localizedCallNames.includes(name) ? [language] : []
}

/** A site call's cache key. */
export function siteQueryKey(name: CallName, params: unknown, language: LanguageCode) {
  return [siteKey, name, params, ...languageKey(name, language)]
}

/** An account call's cache key: the account first, so one player never sees another's cache. */
export function accountQueryKey(
  accountId: string,
  name: CallName,
  params: unknown,
  language: LanguageCode,
) {
  return [accountKey, accountId, name, params, ...languageKey(name, language)]
}
