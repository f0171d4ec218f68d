import { useLingui } from '@lingui/react'
import type { LanguageCode } from '@parlor/contract'
import { codeFromLocale } from '@parlor/core'

/**
 * The player's language code (EN, CN…), for data keyed by code such as the sports feed's team
 * names and a game's launch language; a component using it renders again on a switch.
 */
export function useLanguageCode(): LanguageCode {
  const { i18n } = useLingui()
  return codeFromLocale(i18n.locale) ?? 'EN'
}
