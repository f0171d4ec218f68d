import { useLingui } from '@lingui/react'
import type { LanguageCode } from '@parlor/contract'
import { codeFromLocale } from '@parlor/core'

/**
 * The player's language code (EN, CN…), for data keyed by code such as the sports feed's team
 * names and a game's launch language. The site runs in English for now, so this reads the active
 * Lingui locale; when language switching lands it should read the chosen code instead.
 */
export function useLanguageCode(): LanguageCode {
  const { i18n } = useLingui()
  return codeFromLocale(i18n.locale) ?? 'EN'
}
